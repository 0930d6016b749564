import type { Db } from '../db/database.ts';

/**
 * The delivery bookings still held on an India date, each with its order's delivery pincode (the
 * desk's load per slot and zone, delivery/delivery-repository.ts `slotLoad`).
 */
export function bookingsHeldOn(db: Db, day: string) {
  return db
    .selectFrom('delivery_bookings')
    .innerJoin('orders', 'orders.id', 'delivery_bookings.order_id')
    .select(['delivery_bookings.kind', 'delivery_bookings.slot_id', 'orders.customer_pincode'])
    .where('delivery_bookings.day', '=', day)
    .where('delivery_bookings.released_at', 'is', null)
    .execute();
}
