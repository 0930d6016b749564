import { percentOf } from '@koolers/contracts/money';
import { paymentStatusesWith } from '@koolers/contracts/order-status';
import type { Db } from '../db/database.ts';

/** How many of a customer's latest orders /subscription reckons a membership's saving over. */
export const SAVING_OVER_ORDERS = 5;

/**
 * What the member discount would have taken off the customer's latest orders bought without it, so
 * Coco Club's page can state a saving the shopper can check against their own orders instead of a
 * promise. Orders that were not bought (never paid, cancelled) do not count. A code's discount is
 * subtracted: discounts never stack (pricing.ts), so the membership would only have added the
 * difference. Null when there is nothing to show, and for someone whose latest orders already had
 * the member discount (a lapsed member knows the club; "your last orders" would not be exact).
 */
export async function memberSavingOnRecentOrders(
  db: Db,
  customerId: number,
  memberDiscountPercent: number,
): Promise<{ orders: number; paise: number } | null> {
  const orders = await db
    .selectFrom('orders')
    .select(['subtotal_paise', 'discount_paise', 'discount_kind'])
    .where('customer_id', '=', customerId)
    .where('payment_status', 'in', paymentStatusesWith('revenue'))
    .where('delivery_status', '!=', 'cancelled')
    .orderBy('created_at', 'desc')
    .limit(SAVING_OVER_ORDERS)
    .execute();
  // Orders placed before codes existed carry a discount without a kind: then it was the member's.
  const hadMembership = orders.some(
    (order) => order.discount_kind === 'member' || (order.discount_kind === null && order.discount_paise > 0),
  );
  if (hadMembership) return null;
  const paise = orders.reduce(
    (sum, order) => sum + Math.max(0, percentOf(order.subtotal_paise, memberDiscountPercent) - order.discount_paise),
    0,
  );
  return paise > 0 ? { orders: orders.length, paise } : null;
}
