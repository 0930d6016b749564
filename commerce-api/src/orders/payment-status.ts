import { type Sentence, sentence } from '@koolers/contracts/messages';
import type { Kysely, Transaction } from 'kysely';
import type { Database, PaymentStatus } from '../db/schema.ts';
import { sentenceError } from '../http/app-error.ts';
import { type StatusMove, writeMove } from './status-move.ts';

/**
 * Every move an order's payment may make; anything else is refused. A paid order never goes back to
 * pending, a refunded one never becomes paid again, cash once collected stays collected.
 *
 * `mismatch` is where money Razorpay took that does not pay the order ends (another amount, currency
 * or Razorpay order, or a payment for an order already cancelled): flagged for the shop, which gives
 * it back; it never counts as paid. `voided`: cancelled before anything was paid.
 */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['paid', 'voided', 'mismatch'],
  paid: ['partially_refunded', 'refunded'],
  partially_refunded: ['refunded'],
  refunded: [],
  cash_due: ['cash_collected', 'voided'],
  cash_collected: [],
  voided: ['mismatch'],
  mismatch: [],
};

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

/** Why the payment may not move from `from` to `to`; null when it may. */
export function paymentMoveRefusal(from: PaymentStatus, to: PaymentStatus): Sentence<'illegal_move.payment'> | null {
  return canMovePayment(from, to) ? null : sentence('illegal_move.payment', { from, to });
}

/**
 * Moves an order's payment status through the table above: one conditional UPDATE, a history row
 * and a change-feed row (status-move.ts). A move the table refuses is a 409 with the reason; a move
 * another caller made first (the order is no longer at `from`) returns false.
 */
export async function movePayment(db: Kysely<Database> | Transaction<Database>, move: StatusMove<PaymentStatus>): Promise<boolean> {
  const refusal = paymentMoveRefusal(move.from, move.to);
  if (refusal) throw sentenceError(refusal, 409);
  return writeMove(db, 'payment', move);
}
