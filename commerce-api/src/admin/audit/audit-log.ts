import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** Who did it: a staff member at the desk (with the address they came from), or the command line. */
export type Actor = { staffId: number | null; email: string; ip: string | null };

export type AuditEntry = {
  id: number;
  at: string;
  staffEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  ip: string | null;
};

/**
 * Appends one line to the audit log: who, what, on what, the state before and after, from where.
 * Written in the same transaction as the change it describes, so neither exists without the other.
 */
export async function recordAudit(
  db: Executor,
  actor: Actor,
  entry: { action: string; targetType: string; targetId: string; before?: unknown; after?: unknown },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: new Date().toISOString(),
      staff_id: actor.staffId,
      staff_email: actor.email,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      before_json: entry.before === undefined ? null : JSON.stringify(entry.before),
      after_json: entry.after === undefined ? null : JSON.stringify(entry.after),
      ip: actor.ip,
    })
    .execute();
}

/** Newest first, `limit` at a time; `beforeId` continues after the last entry of the previous page. */
export async function listAudit(
  db: Executor,
  query: { beforeId?: number; limit: number; targetType?: string; targetId?: string },
): Promise<{ entries: AuditEntry[]; nextBeforeId: number | null }> {
  let select = db
    .selectFrom('audit_log')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(query.limit + 1);
  if (query.beforeId !== undefined) select = select.where('id', '<', query.beforeId);
  if (query.targetType) select = select.where('target_type', '=', query.targetType);
  if (query.targetId) select = select.where('target_id', '=', query.targetId);
  const rows = await select.execute();
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map((row) => ({
      id: Number(row.id),
      at: row.at,
      staffEmail: row.staff_email,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      before: row.before_json === null ? null : JSON.parse(row.before_json),
      after: row.after_json === null ? null : JSON.parse(row.after_json),
      ip: row.ip,
    })),
    nextBeforeId: rows.length > query.limit ? Number(page.at(-1)?.id) : null,
  };
}
