import { type Sentence, sentence } from '@koolers/contracts/messages';
import type { Kysely, Transaction } from 'kysely';
import type { Database, DeliveryStatus } from '../db/schema.ts';
import { releaseDelivery } from '../delivery/delivery-repository.ts';
import { sentenceError } from '../http/app-error.ts';
import { releaseUse } from '../promotions/promotion-repository.ts';
import { type StatusMove, writeMove } from './status-move.ts';

/**
 * Every move an order's delivery may make; anything else is refused. Delivered and cancelled are
 * final: a delivered order is never cancelled (a refund gives money back), a cancelled one never
 * comes back.
 */
export const DELIVERY_TRANSITIONS: Readonly<Record<DeliveryStatus, readonly DeliveryStatus[]>> = {
  unconfirmed: ['confirmed', 'cancelled'],
  confirmed: ['out_for_delivery', 'cancelled'],
  out_for_delivery: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

export function canMoveDelivery(from: DeliveryStatus, to: DeliveryStatus): boolean {
  return DELIVERY_TRANSITIONS[from].includes(to);
}

/** Why the delivery may not move from `from` to `to`; null when it may. */
export function deliveryMoveRefusal(from: DeliveryStatus, to: DeliveryStatus): Sentence<'illegal_move.delivery'> | null {
  return canMoveDelivery(from, to) ? null : sentence('illegal_move.delivery', { from, to });
}

/**
 * Moves an order's delivery status through the table above: one conditional UPDATE, a history row
 * and a change-feed row (status-move.ts). A move the table refuses is a 409 with the reason; a move
 * another caller made first (the order is no longer at `from`) returns false. A cancelled order
 * gives back the promotion code use and the delivery slot's place it held, in the same transaction (however it was cancelled:
 * unpaid and expired, by the shop, or closed by a full refund).
 */
export async function moveDelivery(db: Kysely<Database> | Transaction<Database>, move: StatusMove<DeliveryStatus>): Promise<boolean> {
  const refusal = deliveryMoveRefusal(move.from, move.to);
  if (refusal) throw sentenceError(refusal, 409);
  if (move.to !== 'cancelled') return writeMove(db, 'delivery', move);
  if (!db.isTransaction) return db.transaction().execute((trx) => moveDelivery(trx, move));
  const trx = db as Transaction<Database>;
  const moved = await writeMove(trx, 'delivery', move);
  if (moved) {
    await releaseUse(trx, move.orderId);
    await releaseDelivery(trx, move.orderId);
  }
  return moved;
}
