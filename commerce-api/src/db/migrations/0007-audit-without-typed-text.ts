import { type Kysely, SqliteAdapter, sql } from 'kysely';
import type { Database } from '../schema.ts';

/** Audit entries that carried text staff typed about a customer's order, and the fields holding it. */
const TYPED_TEXT: Record<string, string[]> = {
  'order.note-added': ['note'],
  'order.cancelled': ['reason', 'note'],
  'order.refund-requested': ['reason'],
};
const REMOVED = '[kept out of the audit log]';

/**
 * The audit log is append-only, and text staff type about a customer's order (notes, cancellation
 * and refund reasons) may name them, their phone or their address: it now stays with the order,
 * where erasing the customer's account reaches it, and the log keeps references only. The entries
 * written before lose that text here, once: the only change ever made to the log, by the
 * database's owner, with its append-only trigger lifted for this statement alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await removeTypedText(db as unknown as Kysely<Database>);
}

/**
 * Replaces the typed text of the entries listed in `fields` (TYPED_TEXT unless told; a later
 * migration passes its own); returns how many entries changed.
 */
export async function removeTypedText(audit: Kysely<Database>, fields: Record<string, string[]> = TYPED_TEXT): Promise<number> {
  const rows = await audit
    .selectFrom('audit_log')
    .select(['id', 'action', 'after_json'])
    .where('action', 'in', Object.keys(fields))
    .where('after_json', 'is not', null)
    .execute();
  const changes = rows.flatMap((row) => {
    const after = JSON.parse(row.after_json as string) as Record<string, unknown>;
    const present = (fields[row.action] ?? []).filter((field) => field in after && after[field] !== REMOVED);
    if (present.length === 0) return [];
    for (const field of present) after[field] = REMOVED;
    return [{ id: Number(row.id), after: JSON.stringify(after) }];
  });
  if (changes.length === 0) return 0;

  const sqlite = audit.getExecutor().adapter instanceof SqliteAdapter;
  if (sqlite) await sql`DROP TRIGGER audit_log_no_update`.execute(audit);
  else await sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only`.execute(audit);
  for (const change of changes) {
    await audit.updateTable('audit_log').set({ after_json: change.after }).where('id', '=', change.id).execute();
  }
  if (sqlite) {
    await sql`CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END`.execute(
      audit,
    );
  } else await sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only`.execute(audit);
  return changes.length;
}

export async function down(): Promise<void> {}
