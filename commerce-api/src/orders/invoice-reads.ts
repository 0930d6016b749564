import { paymentStatusesWith } from '@koolers/contracts/order-status';
import type { Db } from '../db/database.ts';

/**
 * What invoices/ (and the customer's data) ask of an order for its tax documents, kept here so
 * that `orders/` is the only folder that reads its tables. Each takes the database or the caller's
 * transaction (a transaction is a Kysely handle too).
 */

/** The order's row as stored, to invoice it; undefined when there is no such order. */
export function orderToInvoice(db: Db, orderId: string) {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
}

/** The order's lines as stored, in the order they were placed in. */
export function linesToInvoice(db: Db, orderId: string) {
  return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

/** The order's id when it is this customer's own; undefined for another's order or none. */
export function ownOrderOf(db: Db, orderId: string, customerId: number) {
  return db.selectFrom('orders').select('id').where('id', '=', orderId).where('customer_id', '=', customerId).executeTakeFirst();
}

/**
 * Orders that should have an invoice and have none: paid online, or delivered cash on delivery,
 * since `since` (an older order is the accountant's to invoice by hand, not one dated today).
 */
export async function ordersAwaitingInvoice(db: Db, since: string, until: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .leftJoin('tax_documents', (join) => join.onRef('tax_documents.order_id', '=', 'orders.id').on('tax_documents.kind', '=', 'invoice'))
    .select('orders.id')
    .where('tax_documents.id', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('orders.payment_method', '=', 'razorpay'),
          eb('orders.paid_at', '>=', since),
          eb('orders.paid_at', '<=', until),
          eb('orders.payment_status', 'in', paymentStatusesWith('tookMoney')),
        ]),
        eb.and([
          eb('orders.payment_method', '=', 'cod'),
          eb('orders.delivery_status', '=', 'delivered'),
          eb('orders.updated_at', '>=', since),
          eb('orders.updated_at', '<=', until),
        ]),
      ]),
    )
    .orderBy('orders.created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** How many tax documents were issued for a customer's orders (kept as issued when their account is erased). */
export async function countDocumentsOfCustomer(db: Db, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('tax_documents')
    .innerJoin('orders', 'orders.id', 'tax_documents.order_id')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('orders.customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
