import { formatOrderNumber } from '@koolers/contracts/order-number';
import { paymentStatusesWith } from '@koolers/contracts/order-status';
import type { DeskCustomerSummary } from '@koolers/contracts/orders';
import type { ExpressionBuilder } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** How many of the customer's other orders the desk lists (newest first); the count and spend cover all. */
const SHOWN = 10;

/** Payment statuses of money the shop took: paid online (refunds come off below) or cash collected. */
const TOOK_MONEY = paymentStatusesWith('tookMoney');

/** A real order: cash on delivery, or an online one its customer was charged for (not a checkout left unpaid). */
function placed(eb: ExpressionBuilder<Database, 'orders'>) {
  return eb.or([eb('payment_method', '=', 'cod'), eb('payment_status', 'in', paymentStatusesWith('charged'))]);
}

/**
 * The customer behind an order, as Shopify's customer card shows them: their orders, how many, and
 * what they spent with the shop. Their orders are their account's (a guest's: that guest's), never
 * others placed with the same email: an email typed into an order proves nothing, and a caller who
 * typed a customer's email must not be shown that customer's orders as their own (review 3, F7).
 */
export async function deskCustomerSummary(db: Db, orderId: string): Promise<DeskCustomerSummary | undefined> {
  const order = await db.selectFrom('orders').select(['customer_id']).where('id', '=', orderId).executeTakeFirst();
  if (!order) return undefined;
  const theirs = (eb: ExpressionBuilder<Database, 'orders'>) => eb.and([eb('customer_id', '=', order.customer_id), placed(eb)]);

  const [totals, others] = await Promise.all([
    db
      .selectFrom('orders')
      .where(theirs)
      .select((eb) => [
        eb.fn.countAll<string | number>().as('count'),
        eb.fn
          .sum<string | number | null>(
            eb.case().when('payment_status', 'in', TOOK_MONEY).then(sql<number>`total_paise - refunded_paise`).else(0).end(),
          )
          .as('spent'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('orders')
      .where(theirs)
      .where('id', '!=', orderId)
      .select(['id', 'number', 'created_at', 'payment_status', 'delivery_status', 'total_paise'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(SHOWN)
      .execute(),
  ]);
  return {
    orderCount: Number(totals.count),
    totalSpentPaise: Number(totals.spent ?? 0),
    otherOrders: others.map((row) => ({
      id: row.id,
      number: formatOrderNumber(Number(row.number)),
      createdAt: row.created_at,
      paymentStatus: row.payment_status,
      deliveryStatus: row.delivery_status,
      totalPaise: Number(row.total_paise),
    })),
  };
}
