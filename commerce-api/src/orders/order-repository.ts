import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { OrderStatus, OrdersTable, PaymentMethod } from '../db/schema.ts';
import type { CustomerDetails } from './customer-details.ts';
import type { Quote } from './pricing.ts';

export type OrderView = {
  id: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  customerDetails: { name: string; email: string; phone: string; address: string; pincode: string | null };
  lines: { ref: string; name: string; size: string | null; quantity: number; unitPricePaise: number; lineTotalPaise: number }[];
  subtotalPaise: number;
  deliveryFeePaise: number;
  discountPaise: number;
  totalPaise: number;
  razorpayOrderId: string | null;
  razorpayPaymentId: string | null;
  createdAt: string;
  paidAt: string | null;
  history: { from: OrderStatus | null; to: OrderStatus; actor: string; note: string | null; at: string }[];
};

export function newOrderId(): string {
  return `ord_${randomBytes(12).toString('base64url')}`;
}

/** Stores a new pending order with its lines and first history row, in one transaction. */
export async function insertPendingOrder(
  db: Db,
  order: { id: string; customerId: number; paymentMethod: PaymentMethod; details: CustomerDetails & { pincode: string }; quote: Quote },
): Promise<void> {
  const now = new Date().toISOString();
  const { details, quote } = order;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('orders')
      .values({
        id: order.id,
        customer_id: order.customerId,
        status: 'pending',
        payment_method: order.paymentMethod,
        customer_name: details.name,
        customer_email: details.email,
        customer_phone: details.phone,
        customer_address: details.address,
        customer_pincode: details.pincode,
        subtotal_paise: quote.subtotalPaise,
        delivery_fee_paise: quote.deliveryFeePaise,
        discount_paise: quote.discountPaise,
        total_paise: quote.totalPaise,
        razorpay_order_id: null,
        razorpay_payment_id: null,
        payment_error: null,
        created_at: now,
        updated_at: now,
        paid_at: null,
      })
      .execute();
    await trx
      .insertInto('order_lines')
      .values(
        quote.lines.map((line) => ({
          order_id: order.id,
          ref: line.ref,
          name: line.name,
          size: line.size,
          quantity: line.quantity,
          unit_price_paise: line.unitPricePaise,
          line_total_paise: line.lineTotalPaise,
        })),
      )
      .execute();
    await trx
      .insertInto('order_status_history')
      .values({ order_id: order.id, from_status: null, to_status: 'pending', actor: 'customer', note: null, created_at: now })
      .execute();
  });
}

export async function setRazorpayOrderId(db: Db, orderId: string, razorpayOrderId: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ razorpay_order_id: razorpayOrderId, updated_at: new Date().toISOString() })
    .where('id', '=', orderId)
    .execute();
}

/** One order with its lines and history; `customerId` limits it to that customer's orders. */
export async function findOrder(db: Db, orderId: string, customerId?: number): Promise<OrderView | undefined> {
  let query = db.selectFrom('orders').selectAll().where('id', '=', orderId);
  if (customerId !== undefined) query = query.where('customer_id', '=', customerId);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const [views] = await withLinesAndHistory(db, [row]);
  return views;
}

export async function listCustomerOrders(db: Db, customerId: number, page: { page: number; pageSize: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('orders')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow(),
  ]);
  return { orders: await withLinesAndHistory(db, rows), total: Number(count.total) };
}

async function withLinesAndHistory(db: Db, rows: Selectable<OrdersTable>[]): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, history] = await Promise.all([
    db.selectFrom('order_lines').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('order_status_history').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    paymentMethod: row.payment_method,
    customerDetails: {
      name: row.customer_name,
      email: row.customer_email,
      phone: row.customer_phone,
      address: row.customer_address,
      pincode: row.customer_pincode,
    },
    lines: lines
      .filter((line) => line.order_id === row.id)
      .map((line) => ({
        ref: line.ref,
        name: line.name,
        size: line.size,
        quantity: line.quantity,
        unitPricePaise: line.unit_price_paise,
        lineTotalPaise: line.line_total_paise,
      })),
    subtotalPaise: row.subtotal_paise,
    deliveryFeePaise: row.delivery_fee_paise,
    discountPaise: row.discount_paise,
    totalPaise: row.total_paise,
    razorpayOrderId: row.razorpay_order_id,
    razorpayPaymentId: row.razorpay_payment_id,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    history: history
      .filter((entry) => entry.order_id === row.id)
      .map((entry) => ({ from: entry.from_status, to: entry.to_status, actor: entry.actor, note: entry.note, at: entry.created_at })),
  }));
}
