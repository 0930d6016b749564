import {
  COD_CONFIRMATION_POLICIES,
  type CodConfirmationPolicy,
  type CodRules,
  DEFAULT_CALL_AFTER_MINUTES,
} from '@koolers/contracts/cod-rules';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CodRulesTable, Database } from '../db/schema.ts';
import { NO_COD_RULES } from './cod-rules.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** The rules with the version they were read at and who changed them last. */
export type StoredCodRules = { rules: CodRules; version: number; updatedAt: string | null; updatedBy: string | null };

/** The owners' rules as stored now (the shop's defaults if the row is somehow missing). */
export async function readCodRules(db: Executor): Promise<StoredCodRules> {
  const row = await db.selectFrom('cod_rules').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return { rules: NO_COD_RULES, version: 0, updatedAt: null, updatedBy: null };
  return { rules: rulesOf(row), version: Number(row.version), updatedAt: row.updated_at, updatedBy: row.updated_by };
}

/**
 * Replaces the rules, if they are still at `version` (nobody changed them since they were read).
 * Returns false, changing nothing, otherwise.
 */
export async function replaceCodRules(
  db: Executor,
  change: { rules: CodRules; version: number; at: string; by: string },
): Promise<boolean> {
  const { rules } = change;
  const result = await db
    .updateTable('cod_rules')
    .set({
      pincodes_off: JSON.stringify(rules.pincodesOff),
      ceiling_paise: rules.ceilingPaise,
      fee_paise: rules.feePaise,
      blocked_phones: JSON.stringify(rules.blockedPhones),
      confirmation_policy: rules.confirmation.policy,
      confirmation_above_paise: rules.confirmation.abovePaise,
      confirmation_call_minutes: rules.confirmation.callAfterMinutes,
      version: change.version + 1,
      updated_at: change.at,
      updated_by: change.by,
    })
    .where('id', '=', 1)
    .where('version', '=', change.version)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

function rulesOf(row: Selectable<CodRulesTable>): CodRules {
  const policy = (COD_CONFIRMATION_POLICIES as readonly string[]).includes(row.confirmation_policy)
    ? (row.confirmation_policy as CodConfirmationPolicy)
    : 'never';
  return {
    pincodesOff: JSON.parse(row.pincodes_off) as string[],
    ceilingPaise: row.ceiling_paise === null ? null : Number(row.ceiling_paise),
    feePaise: Number(row.fee_paise),
    blockedPhones: JSON.parse(row.blocked_phones) as string[],
    confirmation: {
      policy,
      abovePaise: row.confirmation_above_paise === null ? null : Number(row.confirmation_above_paise),
      callAfterMinutes: Number(row.confirmation_call_minutes ?? DEFAULT_CALL_AFTER_MINUTES),
    },
  };
}
