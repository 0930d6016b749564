import type { CodRules, DeskCodRules } from '@koolers/contracts/cod-rules';
import { type Actor, recordAudit } from '../../audit/audit-log.ts';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { readCodRules, replaceCodRules } from '../../orders/cod-rules-repository.ts';

export const RULES_CHANGED_MEANWHILE =
  'Someone changed the COD rules while you were editing them. Reload to see their change, then make yours again.';

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
      await db.transaction().execute(async (trx) => {
        const before = await readCodRules(trx);
        const replaced = await replaceCodRules(trx, { ...change, at: new Date().toISOString(), by: actor.email });
        if (!replaced) throw new AppError('rules_changed', RULES_CHANGED_MEANWHILE, 409);
        await recordAudit(trx, actor, {
          action: 'cod_rules.update',
          targetType: 'settings',
          targetId: 'cod-rules',
          before: before.rules,
          after: change.rules,
        });
      });
    },
  };
}
