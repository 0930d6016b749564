import { type Kysely, SqliteAdapter, sql } from 'kysely';
import { idType } from './column-types.ts';

/**
 * outbox_messages: every message an event brings (today emails; WhatsApp and SMS later), one row per
 * (event, channel, recipient), written in the transaction of the change that causes it and sent by
 * a worker (notifications/outbox.ts). The unique key is what makes a message exactly once: an event
 * recorded twice (a webhook and the browser racing) cannot queue its message twice. A sender takes a
 * row with a lease (`lease_until`), so two API processes never send it both, and a process that dies
 * mid-send gives it up when the lease ends. `params` (the template's data, personal) is emptied once
 * the message is sent: the desk keeps what was sent, when, and to whom.
 *
 * document_emails (0016) folds into it: an email waiting for a tax document's PDF is an outbox row
 * with `document_id`. Rows still waiting are copied over as already-written emails ('rendered') and
 * the table is dropped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('event_key', 'text', (col) => col.notNull())
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('template', 'text', (col) => col.notNull())
    .addColumn('params', 'text', (col) => col.notNull())
    // Shown on the desk while queued and after: the words are rendered again when sent.
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('order_id', 'text', (col) => col.references('orders.id'))
    // A tax document sent with it (its PDF is rendered by the sender, never by the request).
    .addColumn('document_id', 'text', (col) => col.references('tax_documents.id'))
    // Not sent before then, unless its document is attached meanwhile: the moment that issues the
    // document runs just after the change's transaction, and the message waits for it that long.
    .addColumn('document_wait_until', 'text')
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('lease_holder', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .addUniqueConstraint('outbox_messages_once', ['event_key', 'channel', 'recipient'])
    .execute();
  await db.schema
    .createIndex('outbox_messages_due')
    .on('outbox_messages')
    .column('next_attempt_at')
    .where(sql.ref('state'), '=', 'queued')
    .execute();
  await db.schema.createIndex('outbox_messages_order').on('outbox_messages').column('order_id').execute();

  // The emails still waiting for their PDF, as written when their moment came.
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const words = sqlite
    ? sql`json_object('subject', subject, 'text', text, 'html', html)`
    : sql`json_build_object('subject', subject, 'text', text, 'html', html)::text`;
  await sql`
    insert into outbox_messages
      (event_key, channel, recipient, template, params, subject, order_id, document_id, state, attempts, next_attempt_at, created_at)
    select 'document-email:' || id, 'email', recipient, 'rendered', ${words}, subject, order_id, document_id,
      'queued', 0, attempt_after, created_at
    from document_emails where sent_at is null and attempts < 20`.execute(db);
  await db.schema.dropTable('document_emails').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox_messages').execute();
}
