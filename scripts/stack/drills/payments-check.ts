/**
 * After the fault load: every order a shopper paid is paid exactly once, and none is missing. The
 * commerce database is asked (status, the payment recorded, how many times the order moved to paid),
 * and so is the Razorpay sandbox (how many payments it captured for each order). Webhooks that
 * failed during the faults are retried by the sandbox, so paid orders get a minute to arrive.
 */
import { paymentStatusesWith } from '@koolers/contracts/order-status';
import type { Engine } from '../engine.ts';
import { query } from './database.ts';
import type { FaultLoadReport } from './fault-load.ts';
import type { ShopClient } from './http-client.ts';

export type PaymentsCheck = {
  paidByShoppers: number;
  recordedPaid: number;
  paidTwice: string[];
  missing: string[];
  wrongPayment: string[];
  capturedTwice: string[];
  codPlaced: number;
  codRecorded: number;
  secondsToSettle: number;
};

/** An online order's payment once Razorpay took it (paid, refunded since or not). */
const PAID_OR_LATER: readonly string[] = paymentStatusesWith('tookMoney');

export async function checkPayments(
  engine: Engine,
  report: FaultLoadReport,
  sandbox: { client: ShopClient; keyId: string; keySecret: string },
): Promise<PaymentsCheck> {
  const paid = report.online.filter((order) => order.paymentId && order.orderId);
  const ids = paid.map((order) => order.orderId as string);
  const started = Date.now();
  type Row = { status: string; paymentId: string; paidMoves: number };
  let rows = new Map<string, Row>();
  const list = (values: string[]) => values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',') || "''";
  for (;;) {
    rows = new Map(
      query(
        engine,
        'koolers',
        `SELECT o.id, o.payment_status, coalesce(o.razorpay_payment_id, ''),
                (SELECT count(*) FROM order_status_history h WHERE h.order_id = o.id AND h.kind = 'payment' AND h.to_status = 'paid')
           FROM orders o WHERE o.id IN (${list(ids)});`,
      ).map(([id, status, paymentId, moves]) => [
        id as string,
        { status: status as string, paymentId: paymentId as string, paidMoves: Number(moves) },
      ]),
    );
    const settled = paid.every((order) => PAID_OR_LATER.includes(rows.get(order.orderId as string)?.status ?? ''));
    if (settled || Date.now() - started > 90_000) break;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  const auth = { authorization: `Basic ${Buffer.from(`${sandbox.keyId}:${sandbox.keySecret}`).toString('base64')}` };
  const capturedTwice: string[] = [];
  for (const order of paid) {
    const answer = await sandbox.client.get(`/_razorpay-sandbox/v1/orders/${order.razorpayOrderId}/payments`, auth);
    const captured = answer.json<{ items: { status: string }[] }>().items.filter((payment) => payment.status === 'captured').length;
    if (captured !== 1) capturedTwice.push(`${order.orderId} (${captured} captured)`);
  }
  const codIds = report.cod.flatMap((order) => (order.orderId ? [order.orderId] : []));
  const codRecorded = Number(
    query(engine, 'koolers', `SELECT count(*) FROM orders WHERE payment_method = 'cod' AND id IN (${list(codIds)});`)[0]?.[0] ?? 0,
  );
  return {
    paidByShoppers: paid.length,
    recordedPaid: paid.filter((order) => PAID_OR_LATER.includes(rows.get(order.orderId as string)?.status ?? '')).length,
    paidTwice: paid.filter((order) => (rows.get(order.orderId as string)?.paidMoves ?? 0) > 1).map((order) => order.orderId as string),
    missing: paid
      .filter((order) => !PAID_OR_LATER.includes(rows.get(order.orderId as string)?.status ?? ''))
      .map((order) => `${order.orderId} (${rows.get(order.orderId as string)?.status ?? 'absent'})`),
    wrongPayment: paid
      .filter((order) => rows.get(order.orderId as string)?.paymentId !== order.paymentId)
      .map((order) => order.orderId as string),
    capturedTwice,
    codPlaced: codIds.length,
    codRecorded,
    secondsToSettle: (Date.now() - started) / 1000,
  };
}

export type ErrorWindow = {
  outside: { what: string; status: number; atSecond: number }[];
  windowMs: number;
  inWindow: number;
  total5xx: number;
};

/**
 * The 5xx answers (and requests that got no answer) of the load, against the PostgreSQL restart:
 * those from the moment the restart was asked for until the last one after it are its window; any
 * other is a failure.
 */
export function errorWindow(report: FaultLoadReport): ErrorWindow {
  const restart = report.events.find((event) => event.what.startsWith('restart'));
  const failures = report.attempts.filter((attempt) => attempt.status === 0 || attempt.status >= 500);
  const limit = restart ? restart.doneAt + 30_000 : 0;
  const inside = failures.filter((attempt) => restart && attempt.at >= restart.at && attempt.at <= limit);
  const last = Math.max(restart?.at ?? 0, ...inside.map((attempt) => attempt.at));
  return {
    outside: failures
      .filter((attempt) => !inside.includes(attempt))
      .map((attempt) => ({ what: attempt.what, status: attempt.status, atSecond: Math.round((attempt.at - report.startedAt) / 100) / 10 })),
    windowMs: restart && inside.length > 0 ? last - restart.at : 0,
    inWindow: inside.length,
    total5xx: failures.length,
  };
}
