import type { CodRules, DeskCodRules } from '@koolers/contracts/cod-rules';
import type { Actor } from '../../audit/audit-log.ts';
import { type OwnerSettings, replaceOwnerSettings } from '../../audit/owner-settings.ts';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Db } from '../../db/database.ts';
import { readCodRules, replaceCodRules } from '../cod-rules-repository.ts';

export const RULES_CHANGED_MEANWHILE =
  'Someone changed the COD rules while you were editing them. Reload to see their change, then make yours again.';

/** The COD rules as owners' settings: one versioned row, audited as 'cod_rules.update'. */
const COD_RULES: OwnerSettings<CodRules> = {
  read: async (trx) => {
    const stored = await readCodRules(trx);
    return { settings: stored.rules, version: stored.version };
  },
  write: (trx, change) => replaceCodRules(trx, { rules: change.settings, version: change.version, at: change.at, by: change.by }),
  audit: { targetId: 'cod-rules', action: 'cod_rules.update' },
  changedMeanwhile: { code: 'rules_changed', message: RULES_CHANGED_MEANWHILE },
};

/**
 * The cash on delivery rules at the desk: everyone sees them (to answer a shopper who asks why COD
 * was refused); owners change them, each change in the audit log with the rules before and after.
 */
export function createDeskCodRulesService(deps: { db: Db; catalog: Pick<Catalog, 'get'> }) {
  const { db } = deps;
  return {
    async read(): Promise<DeskCodRules> {
      const [stored, catalog] = await Promise.all([readCodRules(db), deps.catalog.get()]);
      const pincodes = [...catalog.delivery.pincodes].sort().map((pincode) => ({
        pincode,
        places: [...(catalog.delivery.areas.find((area) => area.pincode === pincode)?.places ?? [])],
      }));
      return { ...stored, pincodes };
    },

    /** Replaces the rules read at `version`; a change someone made since is refused (409), not overwritten. */
    async replace(actor: Actor, change: { version: number; rules: CodRules }): Promise<void> {
      await replaceOwnerSettings(db, actor, COD_RULES, { settings: change.rules, version: change.version });
    },
  };
}
