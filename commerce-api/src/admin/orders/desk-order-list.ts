import { formatOrderNumber } from '@koolers/contracts/order-number';
import { DELIVERY_STATUSES, PAYMENT_STATUSES } from '@koolers/contracts/order-status';
import type { DeskOrderCounts, DeskOrderRow } from '@koolers/contracts/orders';
import type { Db } from '../../db/database.ts';
import type { DeliveryStatus, PaymentStatus } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { type OrderFilters, type Sort, whereFiltered } from './desk-order-filters.ts';

/** Where a page ends: the sort key of its last row. */
type Cursor = { k: string | number; i: string };

const SORT_COLUMNS: Record<Sort, { column: 'created_at' | 'total_paise'; direction: 'asc' | 'desc' }> = {
  newest: { column: 'created_at', direction: 'desc' },
  oldest: { column: 'created_at', direction: 'asc' },
  'total-high': { column: 'total_paise', direction: 'desc' },
  'total-low': { column: 'total_paise', direction: 'asc' },
};

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(text: string, sort: Sort): Cursor {
  try {
    const cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Cursor;
    const keyType = SORT_COLUMNS[sort].column === 'total_paise' ? 'number' : 'string';
    if (typeof cursor.i === 'string' && typeof cursor.k === keyType) return cursor;
  } catch {}
  throw new AppError('invalid_request', 'This page link is not valid any more: please start from the first page.', 400);
}

/**
 * One page of the desk's list, by keyset: the rows after the cursor in the chosen order (sort
 * key, then id), read through the matching index, so page 400 costs what page 1 does.
 */
export async function listDeskOrders(db: Db, filters: OrderFilters, page: { cursor?: string; limit: number }) {
  const { column, direction } = SORT_COLUMNS[filters.sort];
  let query = whereFiltered(db.selectFrom('orders'), filters)
    .select([
      'id',
      'number',
      'created_at',
      'payment_status',
      'delivery_status',
      'payment_method',
      'customer_name',
      'customer_email',
      'customer_phone',
      'customer_pincode',
      'total_paise',
      'refunded_paise',
    ])
    .orderBy(column, direction)
    .orderBy('id', direction)
    .limit(page.limit + 1);
  if (page.cursor) {
    const cursor = decodeCursor(page.cursor, filters.sort);
    query = query.where((eb) => eb(eb.refTuple(column, 'id'), direction === 'desc' ? '<' : '>', eb.tuple(cursor.k, cursor.i)));
  }
  const found = await query.execute();
  const hasMore = found.length > page.limit;
  const rows = found.slice(0, page.limit);
  const lines = rows.length
    ? await db
        .selectFrom('order_lines')
        .select(['order_id', 'name', 'size', 'quantity', 'line_total_paise'])
        .where(
          'order_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('id')
        .execute()
    : [];
  const orders: DeskOrderRow[] = rows.map((row) => ({
    id: row.id,
    number: formatOrderNumber(Number(row.number)),
    createdAt: row.created_at,
    paymentStatus: row.payment_status,
    deliveryStatus: row.delivery_status,
    paymentMethod: row.payment_method,
    customer: { name: row.customer_name, email: row.customer_email, phone: row.customer_phone },
    pincode: row.customer_pincode,
    totalPaise: Number(row.total_paise),
    refundedPaise: Number(row.refunded_paise),
    lines: lines
      .filter((line) => line.order_id === row.id)
      .map((line) => ({
        name: line.name,
        size: line.size,
        quantity: Number(line.quantity),
        lineTotalPaise: Number(line.line_total_paise),
      })),
  }));
  const last = orders.at(-1);
  const nextCursor = hasMore && last ? encodeCursor({ k: column === 'created_at' ? last.createdAt : last.totalPaise, i: last.id }) : null;
  return { orders, nextCursor };
}

/** How many orders match the filters in each delivery and each payment status (see DeskOrderCounts). */
export async function countDeskOrders(db: Db, filters: OrderFilters): Promise<DeskOrderCounts> {
  const [byDelivery, byPayment] = await Promise.all([
    whereFiltered(db.selectFrom('orders'), filters, 'delivery')
      .select((eb) => ['delivery_status', eb.fn.countAll<string | number>().as('count')])
      .groupBy('delivery_status')
      .execute(),
    whereFiltered(db.selectFrom('orders'), filters, 'paymentStatus')
      .select((eb) => ['payment_status', eb.fn.countAll<string | number>().as('count')])
      .groupBy('payment_status')
      .execute(),
  ]);
  const delivery = Object.fromEntries(DELIVERY_STATUSES.map((status) => [status, 0])) as Record<DeliveryStatus, number>;
  for (const row of byDelivery) delivery[row.delivery_status] = Number(row.count);
  const payment = Object.fromEntries(PAYMENT_STATUSES.map((status) => [status, 0])) as Record<PaymentStatus, number>;
  for (const row of byPayment) payment[row.payment_status] = Number(row.count);
  return { delivery, payment };
}
