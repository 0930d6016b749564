import type { Kysely } from 'kysely';

/**
 * A COD order its customer must confirm (issue 33: the owners' confirmation policy, cod_rules).
 *
 * orders.cod_confirmation: null when nobody was asked (an online order, or a COD order the policy
 * lets through); 'awaiting' from the moment it is placed until the customer (WhatsApp's button, the
 * SMS link) or staff on the phone answer; then 'confirmed' or 'cancelled', set once by a conditional
 * UPDATE (orders/cod-confirmation.ts), with when and by whom ('customer:whatsapp', 'customer:link',
 * 'admin:<staff id>').
 *
 * cod_rules.confirmation_call_minutes: how long the desk waits for the customer's answer before it
 * flags the order "Call to confirm" (worked out from the asked-at time when the list is read).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('cod_confirmation', 'text').execute();
  await db.schema.alterTable('orders').addColumn('cod_confirmation_asked_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('cod_confirmation_answered_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('cod_confirmation_by', 'text').execute();
  await db.schema
    .alterTable('cod_rules')
    .addColumn('confirmation_call_minutes', 'integer', (col) => col.notNull().defaultTo(30))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cod_rules').dropColumn('confirmation_call_minutes').execute();
  for (const column of ['cod_confirmation_by', 'cod_confirmation_answered_at', 'cod_confirmation_asked_at', 'cod_confirmation']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
