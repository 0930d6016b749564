import type { Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { type Actor, recordAudit } from './audit-log.ts';

/**
 * Owners' settings kept as one row with a version (the COD rules, the delivery settings): a change
 * is made against the version it was worked out from, so a change someone made meanwhile is refused
 * (409), never overwritten, and each change is in the audit log with the settings before and after,
 * in the transaction that makes it.
 */
export type OwnerSettings<T> = {
  /** The settings as stored now, with their version. */
  read: (trx: Transaction<Database>) => Promise<{ settings: T; version: number }>;
  /** Writes `settings` if the row is still at `version`; false, changing nothing, otherwise. */
  write: (trx: Transaction<Database>, change: { settings: T; version: number; at: string; by: string }) => Promise<boolean>;
  /** The audit log's target id ('delivery') and the action of a plain save ('delivery_settings.update'). */
  audit: { targetId: string; action: string };
  /** The 409's code and sentence when the version is stale. */
  changedMeanwhile: { code: string; message: string };
};

/** Replaces the settings an owner read at `version` (a save from the desk's form). */
export function replaceOwnerSettings<T>(db: Db, actor: Actor, kind: OwnerSettings<T>, change: { settings: T; version: number }) {
  return changeOwnerSettings(db, actor, kind, kind.audit.action, () => change);
}

/**
 * Changes the settings as they stand now (one action, such as closing the rest of the day), under
 * its own audit action: `amend` gets the current settings and answers the new ones.
 */
export function amendOwnerSettings<T>(db: Db, actor: Actor, kind: OwnerSettings<T>, action: string, amend: (current: T) => T) {
  return changeOwnerSettings(db, actor, kind, action, (current) => ({ settings: amend(current.settings), version: current.version }));
}

async function changeOwnerSettings<T>(
  db: Db,
  actor: Actor,
  kind: OwnerSettings<T>,
  action: string,
  next: (current: { settings: T; version: number }) => { settings: T; version: number },
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const before = await kind.read(trx);
    const change = next(before);
    const written = await kind.write(trx, { ...change, at: new Date().toISOString(), by: actor.email });
    if (!written) throw new AppError(kind.changedMeanwhile.code, kind.changedMeanwhile.message, 409);
    await recordAudit(trx, actor, {
      action,
      targetType: 'settings',
      targetId: kind.audit.targetId,
      before: before.settings,
      after: change.settings,
    });
    return change.settings;
  });
}
