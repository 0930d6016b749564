import { type Kysely, sql } from 'kysely';

/**
 * A refund Razorpay did not answer for is 'unknown' until it is reconciled with Razorpay: it keeps
 * the order's one in-flight slot, as a refund still being sent does, so no second refund can be
 * sent while the first may have been made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX refunds_one_in_flight`.execute(db);
  await sql`CREATE UNIQUE INDEX refunds_one_in_flight ON refunds (order_id) WHERE status IN ('requested', 'unknown')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX refunds_one_in_flight`.execute(db);
  await sql`CREATE UNIQUE INDEX refunds_one_in_flight ON refunds (order_id) WHERE status = 'requested'`.execute(db);
}
