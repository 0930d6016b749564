import { type Kysely, SqliteAdapter, sql } from 'kysely';
import { idType } from './column-types.ts';

/**
 * The order desk (issue 9): staff accounts with their own sessions, invites, second factor and
 * recovery codes, a throttle shared by every API process, the append-only audit log, the change
 * feed the open desks follow, order notes, refunds, the emails sent, and read marks on messages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;

  await db.schema
    .createTable('staff')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('totp_secret', 'text')
    .addColumn('totp_pending_secret', 'text')
    .addColumn('totp_last_step', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('disabled_at', 'text')
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff.id'))
    .addColumn('stage', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute();

  await db.schema
    .createTable('staff_invites')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('invited_by', 'integer', (col) => col.references('staff.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();

  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff.id'))
    .addColumn('code_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('staff_recovery_codes_staff').on('staff_recovery_codes').column('staff_id').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('staff_id', 'integer', (col) => col.references('staff.id'))
    .addColumn('staff_email', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_id', 'text', (col) => col.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('audit_log_target').on('audit_log').columns(['target_type', 'target_id']).execute();
  // Append-only in the database itself: no code path, nor a hand-written UPDATE, rewrites history.
  if (sqlite) {
    for (const event of ['UPDATE', 'DELETE']) {
      await sql
        .raw(
          `CREATE TRIGGER audit_log_no_${event.toLowerCase()} BEFORE ${event} ON audit_log BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END`,
        )
        .execute(db);
    }
  } else {
    await sql`CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'the audit log is append-only'; END $$`.execute(db);
    await sql`CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`.execute(db);
  }

  await db.schema
    .createTable('change_events')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('topic', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('order_notes')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id'))
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff.id'))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('order_notes_order').on('order_notes').column('order_id').execute();

  await db.schema
    .createTable('refunds')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id'))
    .addColumn('razorpay_payment_id', 'text', (col) => col.notNull())
    .addColumn('razorpay_refund_id', 'text', (col) => col.unique())
    .addColumn('idempotency_key', 'text', (col) => col.unique())
    .addColumn('amount_paise', 'integer', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('error', 'text')
    .addColumn('requested_by', 'integer', (col) => col.references('staff.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('processed_at', 'text')
    .execute();
  await db.schema.createIndex('refunds_order').on('refunds').column('order_id').execute();
  // At most one refund on its way to Razorpay per order: a second click, from any tab or process,
  // cannot send a second request while the first has not been answered.
  await sql`CREATE UNIQUE INDEX refunds_one_in_flight ON refunds (order_id) WHERE status = 'requested'`.execute(db);

  await db.schema
    .createTable('sent_emails')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('order_id', 'text')
    .addColumn('membership_id', 'text')
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sent_emails_order').on('sent_emails').column('order_id').execute();

  await db.schema
    .alterTable('orders')
    .addColumn('refunded_paise', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // The desk's list: newest first, by status, and by total, each a keyset scan. (status, created_at)
  // also serves the payment sweep's "pending for over N minutes" scan.
  await db.schema.createIndex('orders_created').on('orders').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('orders_status_created').on('orders').columns(['status', 'created_at', 'id']).execute();
  await db.schema.createIndex('orders_total').on('orders').columns(['total_paise', 'id']).execute();
  // The per-status counts read only this index (no table row), whatever the payment and date filters.
  await db.schema.createIndex('orders_desk_counts').on('orders').columns(['status', 'payment_method', 'paid_at', 'created_at']).execute();

  await db.schema.alterTable('contact_messages').addColumn('read_at', 'text').execute();
  await db.schema.createIndex('memberships_status_created').on('memberships').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema.dropIndex('memberships_status_created').execute();
  await db.schema.alterTable('contact_messages').dropColumn('read_at').execute();
  for (const index of ['orders_desk_counts', 'orders_total', 'orders_status_created', 'orders_created']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('orders').dropColumn('refunded_paise').execute();
  for (const table of [
    'sent_emails',
    'refunds',
    'order_notes',
    'change_events',
    'audit_log',
    'staff_recovery_codes',
    'staff_invites',
    'staff_sessions',
    'staff',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  if (!sqlite) await sql`DROP FUNCTION audit_log_append_only()`.execute(db);
}
