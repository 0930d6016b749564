/**
 * The shop's counts, read from the database when Prometheus scrapes: orders created and paid (by
 * payment method) and payments that did not match their order or membership. Nothing is ever deleted,
 * so each only grows. Every replica reports the same shop-wide numbers: aggregate with max(), not sum().
 */
import { Gauge } from 'prom-client';
import type { Db } from '../db/database.ts';
import { mismatchedOrderCount, ordersPerPaymentMethod } from '../orders/order-counts.ts';
import { registry } from './registry.ts';

/** A scrape while the database restarts keeps the last numbers rather than failing every metric. */
const keepLastOnError = (collect: () => Promise<void>) => () => collect().catch(() => {});

export function registerBusinessMetrics(db: Db): void {
  ordersByPaymentMethod(db, 'koolers_orders_created', 'Orders recorded, all time, by payment method', { paidOnly: false });
  ordersByPaymentMethod(db, 'koolers_orders_paid', 'Orders with a recorded payment, all time, by payment method', { paidOnly: true });
  new Gauge({
    name: 'koolers_payment_mismatches',
    help: 'Orders and Coco Club memberships whose payment did not match (each to be refunded), all time',
    labelNames: ['kind'] as const,
    registers: [registry],
    collect() {
      return keepLastOnError(async () => {
        const [orders, memberships] = await Promise.all([
          mismatchedOrderCount(db),
          db
            .selectFrom('memberships')
            .select(db.fn.countAll<string>().as('n'))
            .where('status', '=', 'payment_mismatch')
            .executeTakeFirstOrThrow(),
        ]);
        this.set({ kind: 'order' }, Number(orders.n));
        this.set({ kind: 'membership' }, Number(memberships.n));
      })();
    },
  });
}

function ordersByPaymentMethod(db: Db, name: string, help: string, { paidOnly }: { paidOnly: boolean }): void {
  new Gauge({
    name,
    help,
    labelNames: ['payment_method'] as const,
    registers: [registry],
    collect() {
      return keepLastOnError(async () => {
        for (const row of await ordersPerPaymentMethod(db, { paidOnly })) this.set({ payment_method: row.payment_method }, Number(row.n));
      })();
    },
  });
}
