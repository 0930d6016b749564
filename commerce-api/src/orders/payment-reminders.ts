import { UNPAID_ORDER_EXPIRES_MINUTES } from '@koolers/contracts/checkout';
import { sql } from 'kysely';
import type { AppContext } from '../app-context.ts';
import { publishOrderEvent } from './order-subscriptions.ts';

/** How long after it was placed an unpaid online order's customer is reminded, once. */
export const PAYMENT_REMINDER_AFTER_MINUTES = 10;
const MINUTE = 60_000;

type Deps = Pick<AppContext, 'db' | 'config' | 'outbox'>;

/**
 * Reminds the customer of each online order still unpaid PAYMENT_REMINDER_AFTER_MINUTES after it
 * was placed, and not yet expired (UX review 2, problem 5: nothing says "placed" before a payment,
 * and a shopper whose payment stalled gets one way back to it). Run by the background jobs; an
 * order is reminded once, whichever process runs it and however often (the outbox's unique key,
 * and orders already reminded are not asked again). Answers how many were reminded now.
 */
export async function remindUnpaidOrders(deps: Deps, now = new Date()): Promise<number> {
  const due = await deps.db
    .selectFrom('orders')
    .select('id')
    .where('payment_method', '=', 'razorpay')
    .where('payment_status', '=', 'pending')
    .where('delivery_status', '!=', 'cancelled')
    .where('razorpay_order_id', 'is not', null)
    .where('created_at', '<=', new Date(now.getTime() - PAYMENT_REMINDER_AFTER_MINUTES * MINUTE).toISOString())
    .where('created_at', '>', new Date(now.getTime() - UNPAID_ORDER_EXPIRES_MINUTES * MINUTE).toISOString())
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('outbox_messages')
            .select('outbox_messages.id')
            .where('outbox_messages.event_key', '=', sql<string>`${'order.payment-waiting:'} || orders.id`),
        ),
      ),
    )
    .execute();
  let reminded = 0;
  for (const { id } of due) {
    const queued = await deps.db
      .transaction()
      .execute((trx) => publishOrderEvent(trx, deps, { type: 'order.payment-waiting', orderId: id }));
    if (queued) reminded++;
  }
  if (reminded > 0) deps.outbox.nudge();
  return reminded;
}
