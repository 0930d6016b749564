import { randomBytes } from 'node:crypto';
import type { CodConfirmation } from '@koolers/contracts/cod-rules';
import { type OrderPromise, orderPromiseWords } from '@koolers/contracts/delivery';
import { identityColumns } from '@koolers/contracts/fields/identity';
import type { Language } from '@koolers/contracts/languages';
import { formatOrderNumber } from '@koolers/contracts/order-number';
import type { Cancellation, OrderHistoryEntry, OrderView, PricedLine, Quote } from '@koolers/contracts/orders';
import type { AppliedDiscount } from '@koolers/contracts/promotions';
import type { Insertable, Selectable, Transaction } from 'kysely';
import type { SoldAs } from '../catalog/sold-as.ts';
import type { Db } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import type {
  Database,
  DeliveryStatus,
  OrderLinesTable,
  OrderStatusHistoryTable,
  OrdersTable,
  PaymentMethod,
  PaymentStatus,
} from '../db/schema.ts';
import { nextInSeries } from '../db/series.ts';
import { type DeliveryHold, holdDelivery, promisesOf } from '../delivery/delivery-repository.ts';
import { appendChange } from '../live/change-feed.ts';
import { holdUse, type Shopper } from '../promotions/promotion-repository.ts';
import type { PromotionCode } from '../promotions/promotion-rules.ts';
import type { CustomerDetails } from './customer-details.ts';

export type { OrderView };

/** The series order numbers come from (db/series.ts), and its first number (the migration that made it starts it there too). */
export const ORDER_SERIES = 'order';
const FIRST_ORDER_NUMBER = 1001;

/** Where a new order's two statuses start: cash on delivery owes its cash, an online order waits for Razorpay. */
export function firstPaymentStatus(paymentMethod: PaymentMethod): PaymentStatus {
  return paymentMethod === 'cod' ? 'cash_due' : 'pending';
}
const FIRST_DELIVERY_STATUS: DeliveryStatus = 'unconfirmed';

/** The customer's attempt was placed by another request first: nothing of this one is kept, its number included. */
class AttemptTaken extends Error {}

export function newOrderId(): string {
  return `ord_${randomBytes(12).toString('base64url')}`;
}

/** A checkout attempt as the browser names it: its idempotency key and what it asked for. */
export type CheckoutAttempt = { key: string; fingerprint: string };

/** A priced line with what it is sold as (its HSN code, GST rate and unit), when the catalogue has them. */
export type PlacedLine = PricedLine & { soldAs?: SoldAs | null };

/** What an order is placed at: a quote (older callers may leave out which discount it is: a member's). */
export type PlacedQuote = Omit<Quote, 'discount' | 'promotion' | 'lines'> & { lines: PlacedLine[]; discount?: AppliedDiscount | null };

/**
 * Stores a new order with its number, lines and first history rows, in one transaction, holding a
 * use of its promotion code in the same transaction (promotions/promotion-repository.ts: throws
 * PromotionUseRefused, storing nothing, when none is left). Returns false, storing nothing, when the
 * customer already placed an order under the attempt's key.
 */
export async function insertPendingOrder(
  db: Db,
  order: {
    id: string;
    customerId: number;
    paymentMethod: PaymentMethod;
    details: CustomerDetails & { pincode: string };
    quote: PlacedQuote;
    attempt?: CheckoutAttempt;
    promotion?: { code: PromotionCode; shopper: Shopper } | undefined;
    /** What the order is promised: a place in a slot is taken here, in the order's transaction. */
    delivery?: DeliveryHold | null | undefined;
    /** The language of the page it was placed from (English unless told): its messages follow it. */
    language?: Language;
  },
  /** Runs in the order's transaction once it is stored: what its placing brings (its event, published). */
  placed?: (trx: Transaction<Database>) => Promise<unknown>,
): Promise<boolean> {
  const now = new Date().toISOString();
  const { details, quote } = order;
  const paymentStatus = firstPaymentStatus(order.paymentMethod);
  try {
    return await db.transaction().execute(async (trx) => {
      const number = await nextInSeries(trx, ORDER_SERIES, FIRST_ORDER_NUMBER);
      const inserted = await insertOrderQuery(trx, {
        id: order.id,
        number,
        customer_id: order.customerId,
        payment_status: paymentStatus,
        delivery_status: FIRST_DELIVERY_STATUS,
        payment_method: order.paymentMethod,
        customer_name: details.name,
        customer_email: details.email,
        customer_phone: details.phone,
        customer_address: details.address,
        customer_pincode: details.pincode,
        ...identityColumns(details),
        subtotal_paise: quote.subtotalPaise,
        delivery_fee_paise: quote.deliveryFeePaise,
        cod_fee_paise: quote.codFeePaise ?? 0,
        discount_paise: quote.discountPaise,
        discount_kind: quote.discount?.kind ?? (quote.discountPaise > 0 ? 'member' : null),
        promotion_code: quote.discount?.kind === 'code' ? quote.discount.code : null,
        total_paise: quote.totalPaise,
        razorpay_order_id: null,
        razorpay_payment_id: null,
        payment_error: null,
        idempotency_key: order.attempt?.key ?? null,
        idempotency_fingerprint: order.attempt?.fingerprint ?? null,
        created_at: now,
        updated_at: now,
        paid_at: null,
        language: order.language ?? 'en',
      });
      // Rolled back, so the number taken above goes back to the series.
      if (inserted.numAffectedRows === 0n) throw new AttemptTaken();
      await insertLinesQuery(
        trx,
        quote.lines.map((line) => ({
          order_id: order.id,
          ref: line.ref,
          name: line.name,
          translated_name: line.translatedName ?? null,
          size: line.size,
          quantity: line.quantity,
          unit_price_paise: line.unitPricePaise,
          line_total_paise: line.lineTotalPaise,
          discount_paise: line.discountPaise ?? null,
          hsn: line.soldAs?.hsn ?? null,
          gst_rate_percent: line.soldAs?.ratePercent ?? null,
          unit: line.soldAs?.unit ?? null,
        })),
      );
      if (order.promotion && quote.discount?.kind === 'code') {
        await holdUse(trx, { ...order.promotion, orderId: order.id, discountPaise: quote.discountPaise, now });
      }
      if (order.delivery) await holdDelivery(trx, order.id, order.delivery, now);
      await insertHistoryQuery(trx, [
        {
          order_id: order.id,
          kind: 'payment',
          from_status: null,
          to_status: paymentStatus,
          actor: 'customer',
          note: null,
          created_at: now,
        },
        {
          order_id: order.id,
          kind: 'delivery',
          from_status: null,
          to_status: FIRST_DELIVERY_STATUS,
          actor: 'customer',
          note: null,
          created_at: now,
        },
      ]);
      await placed?.(trx);
      await appendChange(trx, { topic: 'order', subjectId: order.id, kind: 'placed' });
      return true;
    });
  } catch (error) {
    if (error instanceof AttemptTaken) return false;
    throw error;
  }
}

const insertOrderQuery = preparedQuery((db, row: Insertable<OrdersTable>) =>
  db
    .insertInto('orders')
    .values(row)
    .onConflict((conflict) => conflict.columns(['customer_id', 'idempotency_key']).doNothing()),
);

/** The order a customer's checkout attempt placed, if any. */
export async function findOrderByAttempt(db: Db, customerId: number, key: string) {
  const { rows } = await orderByAttemptQuery(db, customerId, key);
  return rows[0];
}

const orderByAttemptQuery = preparedQuery((db, customerId: number, key: string) =>
  db
    .selectFrom('orders')
    .select(['id', 'payment_status', 'payment_method', 'razorpay_order_id', 'idempotency_fingerprint'])
    .where('customer_id', '=', customerId)
    .where('idempotency_key', '=', key),
);
// All lines in one statement (compiled once per number of lines).
const insertLinesQuery = preparedQuery((db, rows: Insertable<OrderLinesTable>[]) => db.insertInto('order_lines').values(rows));
const insertHistoryQuery = preparedQuery((db, rows: Insertable<OrderStatusHistoryTable>[]) =>
  db.insertInto('order_status_history').values(rows),
);

export async function setRazorpayOrderId(db: Db, orderId: string, razorpayOrderId: string): Promise<void> {
  await setRazorpayOrderIdQuery(db, orderId, razorpayOrderId, new Date().toISOString());
}

const setRazorpayOrderIdQuery = preparedQuery((db, orderId: string, razorpayOrderId: string, now: string) =>
  db.updateTable('orders').set({ razorpay_order_id: razorpayOrderId, updated_at: now }).where('id', '=', orderId),
);

/** One order with its lines and history; `customerId` limits it to that customer's orders. */
export async function findOrder(db: Db, orderId: string, customerId?: number): Promise<OrderView | undefined> {
  const { rows } = customerId === undefined ? await orderQuery(db, orderId) : await customerOrderQuery(db, orderId, customerId);
  const [views] = await withLinesAndHistory(db, rows);
  return views;
}

const orderQuery = preparedQuery((db, orderId: string) => db.selectFrom('orders').selectAll().where('id', '=', orderId));
const customerOrderQuery = preparedQuery((db, orderId: string, customerId: number) =>
  db.selectFrom('orders').selectAll().where('id', '=', orderId).where('customer_id', '=', customerId),
);

export async function listCustomerOrders(db: Db, customerId: number, page: { page: number; pageSize: number }) {
  const [{ rows }, count] = await Promise.all([
    customerOrdersPageQuery(db, customerId, page.pageSize, (page.page - 1) * page.pageSize),
    customerOrderCountQuery(db, customerId),
  ]);
  return { orders: await withLinesAndHistory(db, rows), total: Number(count.rows[0]?.total ?? 0) };
}

const customerOrdersPageQuery = preparedQuery((db, customerId: number, limit: number, offset: number) =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset),
);
const customerOrderCountQuery = preparedQuery((db, customerId: number) =>
  db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .where('customer_id', '=', customerId),
);
const linesQuery = preparedQuery((db, orderIds: string[]) =>
  db.selectFrom('order_lines').selectAll().where('order_id', 'in', orderIds).orderBy('id'),
);
const historyQuery = preparedQuery((db, orderIds: string[]) =>
  db.selectFrom('order_status_history').selectAll().where('order_id', 'in', orderIds).orderBy('created_at').orderBy('id'),
);
const refundsQuery = preparedQuery((db, orderIds: string[]) =>
  db
    .selectFrom('refunds')
    .select(['order_id', 'amount_paise', 'reason', 'idempotency_key', 'processed_at'])
    .where('order_id', 'in', orderIds)
    .where('status', '=', 'processed')
    .orderBy('processed_at'),
);

/** An order's promise with its words in India's time, as every reader shows it. */
function promisedOf(promise: OrderPromise | undefined): OrderView['promised'] {
  return promise ? { ...promise, words: orderPromiseWords(promise) } : null;
}

async function withLinesAndHistory(db: Db, rows: Selectable<OrdersTable>[]): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [{ rows: lines }, { rows: history }, { rows: refunds }, promises] = await Promise.all([
    linesQuery(db, ids),
    historyQuery(db, ids),
    refundsQuery(db, ids),
    promisesOf(db, ids),
  ]);
  return rows.map((row) => {
    const moves = history.filter((entry) => entry.order_id === row.id).map(historyEntry);
    return {
      id: row.id,
      ...(row.language === 'en' ? {} : { language: row.language }),
      number: formatOrderNumber(Number(row.number)),
      paymentStatus: row.payment_status,
      deliveryStatus: row.delivery_status,
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
          ...(line.translated_name ? { translatedName: line.translated_name } : {}),
          size: line.size,
          quantity: line.quantity,
          unitPricePaise: line.unit_price_paise,
          lineTotalPaise: line.line_total_paise,
          ...(line.discount_paise === null ? {} : { discountPaise: Number(line.discount_paise) }),
        })),
      subtotalPaise: row.subtotal_paise,
      deliveryFeePaise: row.delivery_fee_paise,
      ...(Number(row.cod_fee_paise) > 0 ? { codFeePaise: Number(row.cod_fee_paise) } : {}),
      discountPaise: row.discount_paise,
      discount: discountOf(row),
      totalPaise: row.total_paise,
      razorpayOrderId: row.razorpay_order_id,
      razorpayPaymentId: row.razorpay_payment_id,
      createdAt: row.created_at,
      paidAt: row.paid_at,
      refundedPaise: Number(row.refunded_paise),
      refunds: refunds
        .filter((refund) => refund.order_id === row.id)
        .map((refund) => ({
          amountPaise: Number(refund.amount_paise),
          // A refund the desk asked for carries the reason staff gave; one made in Razorpay's dashboard has none.
          reason: refund.idempotency_key ? refund.reason : null,
          at: refund.processed_at ?? row.updated_at,
        })),
      cancellation: cancellationOf(moves),
      history: moves,
      codConfirmation: codConfirmationOf(row),
      promised: promisedOf(promises.get(row.id)),
    };
  });
}

/** Where a COD order's confirmation stands, and who answered it (by channel; staff by name on the desk). */
function codConfirmationOf(row: Selectable<OrdersTable>): CodConfirmation | null {
  if (!row.cod_confirmation || !row.cod_confirmation_asked_at) return null;
  const by = row.cod_confirmation_by;
  const channel = by === 'customer:whatsapp' ? 'whatsapp' : by === 'customer:link' ? 'link' : by?.startsWith('admin:') ? 'phone' : null;
  return { state: row.cod_confirmation, askedAt: row.cod_confirmation_asked_at, answeredAt: row.cod_confirmation_answered_at, channel };
}

/** Which discount an order got; one placed before codes existed had only the member's. */
function discountOf(row: Selectable<OrdersTable>): AppliedDiscount | null {
  const paise = Number(row.discount_paise);
  if (paise === 0) return null;
  return row.discount_kind === 'code' && row.promotion_code ? { kind: 'code', code: row.promotion_code, paise } : { kind: 'member', paise };
}

function historyEntry(entry: Selectable<OrderStatusHistoryTable>): OrderHistoryEntry {
  return {
    kind: entry.kind,
    from: entry.from_status,
    to: entry.to_status,
    actor: entry.actor,
    note: entry.note,
    at: entry.created_at,
  } as OrderHistoryEntry;
}

/** The desk writes a cancellation's reason for the customer after this prefix. */
export const CANCELLED_NOTE = 'Cancelled: ';

/** Why the order was cancelled, as its customer may read it: the reason staff gave, or the shop's own rule. */
function cancellationOf(history: OrderHistoryEntry[]): Cancellation | null {
  const move = history.find((entry) => entry.kind === 'delivery' && entry.to === 'cancelled');
  if (!move) return null;
  if (move.actor.startsWith('admin:')) {
    const reason = move.note?.startsWith(CANCELLED_NOTE) ? move.note.slice(CANCELLED_NOTE.length) : move.note;
    return { by: 'shop', reason: reason || null, at: move.at };
  }
  return { by: 'system', reason: move.note, at: move.at };
}

/** What paying an order depends on. */
export type OrderPaymentState = {
  id: string;
  /** `KC-1043`. */
  number: string;
  paymentStatus: PaymentStatus;
  deliveryStatus: DeliveryStatus;
  totalPaise: number;
  razorpayOrderId: string | null;
  razorpayPaymentId: string | null;
};

/** The payment state of the order with this id, or of the order this Razorpay order is for. */
export async function findOrderPayment(
  db: Db,
  which: { id: string } | { razorpayOrderId: string },
): Promise<OrderPaymentState | undefined> {
  const [row] = ('id' in which ? await orderPaymentQuery(db, which.id) : await orderPaymentByRazorpayIdQuery(db, which.razorpayOrderId))
    .rows;
  return (
    row && {
      id: row.id,
      number: formatOrderNumber(Number(row.number)),
      paymentStatus: row.payment_status,
      deliveryStatus: row.delivery_status,
      totalPaise: row.total_paise,
      razorpayOrderId: row.razorpay_order_id,
      razorpayPaymentId: row.razorpay_payment_id,
    }
  );
}

const ORDER_PAYMENT_COLUMNS = [
  'id',
  'number',
  'payment_status',
  'delivery_status',
  'total_paise',
  'razorpay_order_id',
  'razorpay_payment_id',
] as const;
const orderPaymentQuery = preparedQuery((db, orderId: string) =>
  db.selectFrom('orders').select(ORDER_PAYMENT_COLUMNS).where('id', '=', orderId),
);
const orderPaymentByRazorpayIdQuery = preparedQuery((db, razorpayOrderId: string) =>
  db.selectFrom('orders').select(ORDER_PAYMENT_COLUMNS).where('razorpay_order_id', '=', razorpayOrderId),
);

/** A failed payment attempt, kept for the order desk while the order is still pending. */
export async function recordPaymentError(db: Db, razorpayOrderId: string, description: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ payment_error: description.slice(0, 500), updated_at: new Date().toISOString() })
    .where('razorpay_order_id', '=', razorpayOrderId)
    .where('payment_status', '=', 'pending')
    .execute();
}

/**
 * Pending online orders whose Razorpay order was opened before `openedBefore` and not asked about
 * since `checkedBefore`, oldest first.
 */
export async function listUnsettledOnlineOrders(
  db: Db,
  due: { openedBefore: string; checkedBefore: string; abandonedBefore: string; limit: number },
): Promise<{ id: string; razorpayOrderId: string | null; createdAt: string; deliveryStatus: DeliveryStatus }[]> {
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'razorpay_order_id', 'created_at', 'delivery_status'])
    .where('payment_status', '=', 'pending')
    .where('payment_method', '=', 'razorpay')
    .where('created_at', '<=', due.openedBefore)
    .where((eb) =>
      eb.or([
        eb('payment_checked_at', 'is', null),
        eb('payment_checked_at', '<=', due.checkedBefore),
        // Expired: due now, however recently it was asked about, so its hold ends on time.
        eb('created_at', '<=', due.abandonedBefore),
      ]),
    )
    .orderBy('created_at')
    .limit(due.limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    razorpayOrderId: row.razorpay_order_id,
    createdAt: row.created_at,
    deliveryStatus: row.delivery_status,
  }));
}

export async function markPaymentChecked(db: Db, orderId: string, at: string): Promise<void> {
  await db.updateTable('orders').set({ payment_checked_at: at }).where('id', '=', orderId).execute();
}
