import type { Db } from '../db/database.ts';

/** Whether a webhook delivery with this event id was applied already. */
export async function isEventSeen(db: Db, eventId: string): Promise<boolean> {
  return (await db.selectFrom('payment_events').select('event_id').where('event_id', '=', eventId).executeTakeFirst()) !== undefined;
}

/** Remembers a webhook delivery as applied (a repeat of it is then acknowledged at once). */
export async function rememberEvent(
  db: Db,
  event: { eventId: string; event: string; razorpayOrderId: string | null; razorpayPaymentId: string | null },
): Promise<void> {
  await db
    .insertInto('payment_events')
    .values({
      event_id: event.eventId,
      event: event.event,
      razorpay_order_id: event.razorpayOrderId,
      razorpay_payment_id: event.razorpayPaymentId,
      received_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .execute();
}
