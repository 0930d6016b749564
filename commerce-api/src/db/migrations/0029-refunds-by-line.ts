import type { Kysely } from 'kysely';

/**
 * Refunds by line, and cancelling as a choice of its own (UX review 2, problem 7: a refund in full
 * used to cancel the order without a word).
 *
 * refunds.lines: the lines and quantities staff refunded (JSON: [{ ref, size, quantity }]), or null
 * for an amount given without lines (and a refund made in Razorpay's dashboard).
 * refunds.cancel_order: 1 when staff ticked "Also cancel the order": the order is cancelled when
 * Razorpay processes the refund, if it has not left the shop by then. 0 never cancels it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refunds').addColumn('lines', 'text').execute();
  await db.schema
    .alterTable('refunds')
    .addColumn('cancel_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refunds').dropColumn('cancel_order').execute();
  await db.schema.alterTable('refunds').dropColumn('lines').execute();
}
