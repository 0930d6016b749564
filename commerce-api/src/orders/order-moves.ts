import { formatPaise } from '@koolers/contracts/money';
import type { Kysely, Transaction } from 'kysely';
import type { Database, DeliveryStatus, PaymentMethod, PaymentStatus } from '../db/schema.ts';
import { moveDelivery } from './delivery-status.ts';
import { movePayment } from './payment-status.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * A move of both statuses lost half-way: the other status moved meanwhile. Inside a caller's
 * transaction it is thrown so that transaction rolls back (the caller answers "changed meanwhile");
 * in a transaction of our own the whole move is undone and false returned.
 */
export class MovedMeanwhile extends Error {
  constructor() {
    super('the order changed while both of its statuses were being moved');
  }
}

/** Runs each step in one transaction; true if all moved, false (nothing moved) if the first lost. */
async function together(db: Executor, steps: ((trx: Transaction<Database>) => Promise<boolean>)[]): Promise<boolean> {
  const run = async (trx: Transaction<Database>) => {
    for (const [index, step] of steps.entries()) {
      if (await step(trx)) continue;
      if (index === 0) return false;
      throw new MovedMeanwhile();
    }
    return true;
  };
  if (db.isTransaction) return run(db as Transaction<Database>);
  try {
    return await db.transaction().execute(run);
  } catch (error) {
    if (error instanceof MovedMeanwhile) return false;
    throw error;
  }
}

type Where = { orderId: string; delivery: DeliveryStatus; payment: PaymentStatus };

/**
 * Cancels an order: its delivery, and with it a payment nobody made (an online payment still
 * pending, cash not yet due) becomes voided. Money already taken stays as it is until it is refunded.
 */
export function cancelOrder(db: Executor, order: Where & { actor: string; note: string }): Promise<boolean> {
  const unpaid = order.payment === 'pending' || order.payment === 'cash_due';
  return together(db, [
    (trx) => moveDelivery(trx, { orderId: order.orderId, from: order.delivery, to: 'cancelled', actor: order.actor, note: order.note }),
    ...(unpaid
      ? [
          (trx: Transaction<Database>) =>
            movePayment(trx, { orderId: order.orderId, from: order.payment, to: 'voided', actor: order.actor }),
        ]
      : []),
  ]);
}

/** Delivered: a cash order's rider collected its total at the door, in the same step. */
export function deliverOrder(
  db: Executor,
  order: Where & { paymentMethod: PaymentMethod; totalPaise: number; actor: string },
): Promise<boolean> {
  const now = new Date().toISOString();
  return together(db, [
    (trx) => moveDelivery(trx, { orderId: order.orderId, from: order.delivery, to: 'delivered', actor: order.actor }),
    ...(order.paymentMethod === 'cod'
      ? [
          (trx: Transaction<Database>) =>
            movePayment(trx, {
              orderId: order.orderId,
              from: order.payment,
              to: 'cash_collected',
              actor: order.actor,
              note: `Cash collected: ${formatPaise(order.totalPaise)}`,
              set: { paid_at: now },
            }),
        ]
      : []),
  ]);
}
