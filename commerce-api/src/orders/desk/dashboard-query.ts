import { paymentStatusesWith } from '@koolers/contracts/order-status';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { indianDate, startOfIndianDay } from './desk-order-filters.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An order the shop has to fulfil, not cancelled: cash on delivery, or paid online. Never-paid
 * checkouts are not orders, and money that does not pay its order (a mismatch) is not revenue.
 */
function placed(eb: ExpressionBuilder<Database, 'orders'>) {
  return eb.and([eb('orders.payment_status', 'in', paymentStatusesWith('revenue')), eb('orders.delivery_status', '!=', 'cancelled')]);
}

/**
 * The desk's numbers, by days in India: orders and revenue today, over 7 and 30 days, what waits
 * to be confirmed, average order value, the best sellers, and revenue per day for 30 days.
 * Revenue is what placed, not cancelled orders are worth, less what was refunded.
 */
export async function dashboardNumbers(db: Db, now = new Date()) {
  const today = indianDate(now);
  const dayStart = (daysAgo: number) => startOfIndianDay(indianDate(new Date(now.getTime() - daysAgo * DAY_MS)));
  const since30 = dayStart(29);

  const [orders, waiting, top] = await Promise.all([
    db
      .selectFrom('orders')
      .select(['created_at', 'total_paise', 'refunded_paise'])
      .where('created_at', '>=', since30)
      .where(placed)
      .execute(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('delivery_status', '=', 'unconfirmed')
      .where('payment_status', 'in', paymentStatusesWith('confirmable'))
      .executeTakeFirst(),
    db
      .selectFrom('order_lines')
      .innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .select((eb) => [
        'order_lines.name',
        'order_lines.size',
        eb.fn.sum<string | number>('order_lines.quantity').as('quantity'),
        eb.fn.sum<string | number>('order_lines.line_total_paise').as('paise'),
      ])
      .where('orders.created_at', '>=', since30)
      .where(placed)
      .groupBy(['order_lines.name', 'order_lines.size'])
      .orderBy('quantity', 'desc')
      .orderBy('order_lines.name')
      .limit(5)
      .execute(),
  ]);

  const days = Array.from({ length: 30 }, (_, index) => indianDate(new Date(now.getTime() - (29 - index) * DAY_MS)));
  const perDay = new Map(days.map((day) => [day, { date: day, orders: 0, revenuePaise: 0 }]));
  for (const order of orders) {
    const day = perDay.get(indianDate(new Date(order.created_at)));
    if (!day) continue;
    day.orders += 1;
    day.revenuePaise += Number(order.total_paise) - Number(order.refunded_paise);
  }
  const span = (count: number) => {
    const window = days.slice(-count).map((day) => perDay.get(day) ?? { orders: 0, revenuePaise: 0 });
    return { orders: window.reduce((n, d) => n + d.orders, 0), revenuePaise: window.reduce((n, d) => n + d.revenuePaise, 0) };
  };
  const month = span(30);
  return {
    today: { date: today, ...span(1) },
    last7Days: span(7),
    last30Days: month,
    waitingForConfirmation: Number(waiting?.count ?? 0),
    averageOrderValuePaise: month.orders ? Math.round(month.revenuePaise / month.orders) : 0,
    topProducts: top.map((row) => ({ name: row.name, size: row.size, quantity: Number(row.quantity), revenuePaise: Number(row.paise) })),
    revenuePerDay: days.map((day) => perDay.get(day) ?? { date: day, orders: 0, revenuePaise: 0 }),
  };
}
