import type { Kysely } from 'kysely';

/**
 * WhatsApp and SMS as channels of the outbox (issue 33).
 *
 * whatsapp_consents: a shopper's choice about order messages on WhatsApp, per phone number (its 10
 * digits: a guest has no account, and "STOP" arrives from a number), with when and where it was
 * made (checkout, the account, a STOP reply). No row: never asked, so no WhatsApp (SMS instead).
 *
 * outbox_messages gains what a phone message needs: the provider's id for it (its webhooks name
 * that id), when the phone got it and read it, and when its SMS fallback was queued (a WhatsApp
 * message failed, or not delivered in time): set once, so the fallback is looked for once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('whatsapp_consents')
    .addColumn('phone', 'text', (col) => col.primaryKey())
    .addColumn('opted_in', 'integer', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('changed_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.alterTable('outbox_messages').addColumn('provider_message_id', 'text').execute();
  await db.schema.alterTable('outbox_messages').addColumn('delivered_at', 'text').execute();
  await db.schema.alterTable('outbox_messages').addColumn('read_at', 'text').execute();
  await db.schema.alterTable('outbox_messages').addColumn('fallback_at', 'text').execute();
  await db.schema.createIndex('outbox_messages_provider_id').on('outbox_messages').column('provider_message_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_messages_provider_id').execute();
  for (const column of ['fallback_at', 'read_at', 'delivered_at', 'provider_message_id']) {
    await db.schema.alterTable('outbox_messages').dropColumn(column).execute();
  }
  await db.schema.dropTable('whatsapp_consents').execute();
}
