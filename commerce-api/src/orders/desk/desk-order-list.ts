import { type CodConfirmationState, DEFAULT_CALL_AFTER_MINUTES } from '@koolers/contracts/cod-rules';
import { formatOrderNumber } from '@koolers/contracts/order-number';
import { DELIVERY_STATUSES, PAYMENT_STATUSES } from '@koolers/contracts/order-status';
import type { DeskOrderCounts, DeskOrderNeighbours, DeskOrderRow } from '@koolers/contracts/orders';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DeliveryStatus, PaymentMethod, PaymentStatus } from '../../db/schema.ts';
import { appError } from '../../http/app-error.ts';
import { deskMoves } from '../desk-moves.ts';
import { hidesNeverPaid, neverPaid, type OrderFilters, type Sort, whereFiltered } from './desk-order-filters.ts';

export type { OrderFilters };

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
  throw appError('invalid_request.page_link', 400);
}

const reverse = (direction: 'asc' | 'desc') => (direction === 'desc' ? 'asc' : 'desc');

/**
 * One page of the desk's list, by keyset: the rows after the cursor in the chosen order (sort
 * key, then id), read through the matching index, so page 400 costs what page 1 does. With
 * `before` instead, the page that ends just before that cursor (the previous page, from a link
 * or a reload: the desk keeps no stack of cursors).
 */
/** Whether an order asked at `askedAt` has waited past the owners' call window (no cron: read with the list). */
export function callDue(askedAt: string, callAfterMinutes: number, now = new Date()): boolean {
  return now.getTime() - new Date(askedAt).getTime() >= callAfterMinutes * 60_000;
}

export async function listDeskOrders(
  db: Db,
  filters: OrderFilters,
  page: { cursor?: string; before?: string; limit: number },
  /** The owners' call window: an order awaiting its customer longer than this is flagged "Call to confirm". */
  callAfterMinutes = DEFAULT_CALL_AFTER_MINUTES,
  now = new Date(),
) {
  const { column, direction } = SORT_COLUMNS[filters.sort];
  const backwards = Boolean(page.before);
  // Read backwards, the rows nearest the cursor come first; they are put back in the list's order below.
  const readDirection = backwards ? reverse(direction) : direction;
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
      'cod_confirmation',
      'cod_confirmation_asked_at',
    ])
    .orderBy(column, readDirection)
    .orderBy('id', readDirection)
    .limit(page.limit + 1);
  const from = page.before ?? page.cursor;
  if (from) {
    const cursor = decodeCursor(from, filters.sort);
    query = query.where((eb) => eb(eb.refTuple(column, 'id'), readDirection === 'desc' ? '<' : '>', eb.tuple(cursor.k, cursor.i)));
  }
  // One statement, one round trip: the live cursor, the page and the page's lines, all read in one
  // snapshot. The cursor is then exactly where the page stands: a change after it is delivered to
  // the desk live, one before it is in the page. (`live` is one row, so an empty page still has it.)
  const found = await db
    .selectFrom(
      db
        .selectFrom('change_events')
        .select((eb) => eb.fn.max('id').as('live_cursor'))
        .as('live'),
    )
    .leftJoin(query.as('page'), (join) => join.onTrue())
    .leftJoin('order_lines as line', 'line.order_id', 'page.id')
    .selectAll('page')
    .select(['live.live_cursor', 'line.name as line_name', 'line.size as line_size', 'line.quantity as line_quantity'])
    .select('line.line_total_paise as line_total_paise')
    .orderBy(sql.ref(`page.${column}`), readDirection)
    .orderBy('page.id', readDirection)
    .orderBy('line.id')
    .execute();
  const read = new Map<string, { row: (typeof found)[number]; lines: DeskOrderRow['lines'] }>();
  for (const row of found) {
    if (row.id === null) continue;
    let order = read.get(row.id);
    if (!order) {
      order = { row, lines: [] };
      read.set(row.id, order);
    }
    if (row.line_name !== null)
      order.lines.push({
        name: row.line_name,
        size: row.line_size,
        quantity: Number(row.line_quantity),
        lineTotalPaise: Number(row.line_total_paise),
      });
  }
  const hasMore = read.size > page.limit;
  const rows = [...read.values()].slice(0, page.limit);
  if (backwards) rows.reverse();
  const orders: DeskOrderRow[] = rows.map(({ row, lines }) => ({
    id: row.id as string,
    number: formatOrderNumber(Number(row.number)),
    createdAt: row.created_at as string,
    paymentStatus: row.payment_status as PaymentStatus,
    deliveryStatus: row.delivery_status as DeliveryStatus,
    paymentMethod: row.payment_method as PaymentMethod,
    customer: { name: row.customer_name as string, email: row.customer_email as string, phone: row.customer_phone as string },
    pincode: row.customer_pincode as string,
    totalPaise: Number(row.total_paise),
    refundedPaise: Number(row.refunded_paise),
    lines,
    nextStatuses: deskMoves({
      paymentStatus: row.payment_status as PaymentStatus,
      deliveryStatus: row.delivery_status as DeliveryStatus,
      paymentMethod: row.payment_method as PaymentMethod,
      codConfirmation: row.cod_confirmation ? { state: row.cod_confirmation as CodConfirmationState } : null,
    }),
    ...(row.cod_confirmation === 'awaiting' && row.delivery_status === 'unconfirmed' && row.cod_confirmation_asked_at
      ? {
          awaitingConfirmation: {
            askedAt: row.cod_confirmation_asked_at,
            callDue: callDue(row.cod_confirmation_asked_at, callAfterMinutes, now),
          },
        }
      : {}),
  }));
  const cursorOf = (order: DeskOrderRow | undefined) =>
    order ? encodeCursor({ k: column === 'created_at' ? order.createdAt : order.totalPaise, i: order.id }) : null;
  // Forwards, a page after a cursor has the cursor's row before it; backwards, the cursor's row after it.
  const hasPrevious = backwards ? hasMore : Boolean(page.cursor);
  const hasNext = backwards ? true : hasMore;
  return {
    orders,
    nextCursor: hasNext ? cursorOf(orders.at(-1)) : null,
    previousCursor: hasPrevious ? cursorOf(orders[0]) : null,
    liveCursor: Number(found[0]?.live_cursor ?? 0),
  };
}

/**
 * The orders just before and after one order in the list as these filters show it (the detail's
 * previous and next): the nearest row on each side by the list's sort key, then id. Undefined
 * when there is no such order; an order the filters no longer show still has neighbours.
 */
export async function neighbourOrders(db: Db, filters: OrderFilters, orderId: string): Promise<DeskOrderNeighbours | undefined> {
  const { column, direction } = SORT_COLUMNS[filters.sort];
  const order = await db.selectFrom('orders').select(['id', 'created_at', 'total_paise']).where('id', '=', orderId).executeTakeFirst();
  if (!order) return undefined;
  const key = column === 'created_at' ? order.created_at : Number(order.total_paise);
  const nearest = async (side: 'asc' | 'desc') => {
    const row = await whereFiltered(db.selectFrom('orders'), filters)
      .select(['id', 'number'])
      .where((eb) => eb(eb.refTuple(column, 'id'), side === 'desc' ? '<' : '>', eb.tuple(key, order.id)))
      .orderBy(column, side)
      .orderBy('id', side)
      .limit(1)
      .executeTakeFirst();
    return row ? { id: row.id, number: formatOrderNumber(Number(row.number)) } : null;
  };
  const [previous, next] = await Promise.all([nearest(reverse(direction)), nearest(direction)]);
  return { previous, next };
}

/**
 * How many orders match the filters in each delivery and each payment status (see DeskOrderCounts):
 * a delivery status's count follows the payment status filter and the hidden unpaid checkouts, a
 * payment status's count follows the delivery filter, and neither its own. One read, grouped by
 * both statuses and the method over the rows of the other filters (at most a few dozen groups), the
 * status filters then applied to the groups: on the unfiltered list the database reads only the
 * orders_desk_counts index, whose first columns are these three.
 */
export async function countDeskOrders(db: Db, filters: OrderFilters): Promise<DeskOrderCounts> {
  const groups = await whereFiltered(db.selectFrom('orders'), filters, 'statuses')
    .select((eb) => ['delivery_status', 'payment_status', 'payment_method', eb.fn.countAll<string | number>().as('count')])
    .groupBy(['delivery_status', 'payment_status', 'payment_method'])
    .execute();
  const delivery = Object.fromEntries(DELIVERY_STATUSES.map((status) => [status, 0])) as Record<DeliveryStatus, number>;
  const payment = Object.fromEntries(PAYMENT_STATUSES.map((status) => [status, 0])) as Record<PaymentStatus, number>;
  const hiding = hidesNeverPaid(filters);
  for (const group of groups) {
    const count = Number(group.count);
    const paymentShown = filters.paymentStatus ? group.payment_status === filters.paymentStatus : true;
    if (paymentShown && !(hiding && neverPaid(group.payment_method, group.payment_status))) delivery[group.delivery_status] += count;
    if (!filters.delivery || group.delivery_status === filters.delivery) payment[group.payment_status] += count;
  }
  return { delivery, payment };
}
