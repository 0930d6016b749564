import type { AuditEntry } from '@koolers/contracts/audit';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** Who did it: a staff member at the desk (with the address they came from), or the command line. */
export type Actor = { staffId: number | null; email: string; ip: string | null };

export type { AuditEntry };

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

/** Which entries to read: by target (an order's own history), by person, by action, by instant (from inclusive, until exclusive). */
export type AuditQuery = {
  beforeId?: number | undefined;
  limit: number;
  targetType?: string | undefined;
  targetId?: string | undefined;
  staffId?: number | undefined;
  action?: string | undefined;
  since?: string | undefined;
  until?: string | undefined;
};

/** Newest first, `limit` at a time; `beforeId` continues after the last entry of the previous page. */
export async function listAudit(db: Executor, query: AuditQuery): Promise<{ entries: AuditEntry[]; nextBeforeId: number | null }> {
  let select = db
    .selectFrom('audit_log')
    .leftJoin('staff', 'staff.id', 'audit_log.staff_id')
    // A team member the entry is about, by name (their id is text in target_id).
    .leftJoin('staff as member', (join) =>
      join.on('audit_log.target_type', '=', 'staff').on(sql`cast(member.id as text)`, '=', sql.ref('audit_log.target_id')),
    )
    .selectAll('audit_log')
    .select(['staff.name as staff_name', 'member.name as member_name'])
    .orderBy('audit_log.id', 'desc')
    .limit(query.limit + 1);
  if (query.beforeId !== undefined) select = select.where('audit_log.id', '<', query.beforeId);
  if (query.targetType) select = select.where('audit_log.target_type', '=', query.targetType);
  if (query.targetId) select = select.where('audit_log.target_id', '=', query.targetId);
  if (query.staffId !== undefined) select = select.where('audit_log.staff_id', '=', query.staffId);
  if (query.action) select = select.where('audit_log.action', '=', query.action);
  if (query.since) select = select.where('audit_log.at', '>=', query.since);
  if (query.until) select = select.where('audit_log.at', '<', query.until);
  const rows = await select.execute();
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map((row) => ({
      id: Number(row.id),
      at: row.at,
      staffId: row.staff_id === null ? null : Number(row.staff_id),
      staffName: row.staff_name ?? null,
      staffEmail: row.staff_email,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      // An order's number is added by the desk's route, from orders/ (admin/audit/order-numbers.ts).
      targetLabel: row.member_name ?? null,
      before: row.before_json === null ? null : JSON.parse(row.before_json),
      after: row.after_json === null ? null : JSON.parse(row.after_json),
      ip: row.ip,
    })),
    nextBeforeId: rows.length > query.limit ? Number(page.at(-1)?.id) : null,
  };
}

/** What the log can be filtered by: the people in it (by name) and the actions it holds. */
export async function auditFilterChoices(db: Executor): Promise<{ people: { id: number; name: string }[]; actions: string[] }> {
  const [people, actions] = await Promise.all([
    db
      .selectFrom('staff')
      .select(['id', 'name'])
      .where((eb) => eb.exists(eb.selectFrom('audit_log').select('audit_log.id').whereRef('audit_log.staff_id', '=', 'staff.id')))
      .orderBy('name')
      .execute(),
    db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute(),
  ]);
  return { people: people.map((person) => ({ id: Number(person.id), name: person.name })), actions: actions.map((row) => row.action) };
}
