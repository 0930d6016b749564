import type { Kysely } from 'kysely';

/**
 * orders.language: the language of the page an order was placed from (en, hi or mr; issue 35). Its
 * WhatsApp and SMS messages and its emails' words follow it. Every order before it was English.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('language').execute();
}
