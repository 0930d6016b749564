import type { CodConfirmationChannel, CodConfirmationState } from '@koolers/contracts/cod-rules';
import { type Language, messageIn } from '@koolers/contracts/messages';
import type { Transaction } from 'kysely';
import { type Actor, recordAudit } from '../audit/audit-log.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { attachDocument, type OutboxSender } from '../notifications/outbox.ts';
import { moveDelivery } from './delivery-status.ts';
import { eventKey, type OrderEvent } from './order-events.ts';
import { cancelOrder, MovedMeanwhile } from './order-moves.ts';
import { CANCELLED_NOTE } from './order-repository.ts';
import { publishOrderEvent } from './order-subscriptions.ts';

/**
 * A COD order its customer must confirm (the owners' policy, `needsCodConfirmation`): it is placed
 * "awaiting the customer's confirmation", stays unconfirmed (so off the dispatch sheet) and is
 * answered once, by the customer's WhatsApp button, their SMS link, or staff on the phone. All three
 * go through `answerCodConfirmation`.
 */

/** How many COD orders this phone number placed before (cancelled ones too): the first-order policy counts them. */
export async function earlierCodOrders(db: Db, phone: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('payment_method', '=', 'cod')
    .where('customer_phone', '=', phone)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Marks a COD order placed in `trx` as awaiting its customer's confirmation, asked now. */
export async function markAwaitingConfirmation(trx: Transaction<Database>, orderId: string, now = new Date()): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ cod_confirmation: 'awaiting', cod_confirmation_asked_at: now.toISOString() })
    .where('id', '=', orderId)
    .execute();
}

export type CodAnswer = 'confirm' | 'cancel';

/** What an answer did: it confirmed or cancelled the order now, or found it answered (or moved) already. */
export type CodAnswerOutcome =
  | { outcome: 'confirmed' | 'cancelled'; number: number }
  | { outcome: 'already'; state: Exclude<CodConfirmationState, 'awaiting'>; number: number }
  | { outcome: 'not-asked' | 'not-found' };

/** The words a customer (in their page's language) or the desk (in English) reads for each outcome. */
export function codAnswerMessage(result: CodAnswerOutcome, number: string, language: Language = 'en'): string {
  switch (result.outcome) {
    case 'confirmed':
      return messageIn(language, 'cod_answer.confirmed', { number });
    case 'cancelled':
      return messageIn(language, 'cod_answer.cancelled', { number });
    case 'already':
      return result.state === 'confirmed'
        ? messageIn(language, 'cod_answer.already_confirmed', { number })
        : messageIn(language, 'cod_answer.already_cancelled', { number });
    case 'not-asked':
      return messageIn(language, 'not_awaiting', { number });
    case 'not-found':
      return messageIn(language, 'not_found.order');
  }
}

const ACTOR_OF: Record<Exclude<CodConfirmationChannel, 'phone'>, string> = {
  whatsapp: 'customer:whatsapp',
  link: 'customer:link',
};
const NOTES: Record<CodConfirmationChannel, Record<CodAnswer, string>> = {
  whatsapp: { confirm: 'Confirmed by the customer by WhatsApp', cancel: 'Cancelled by the customer by WhatsApp' },
  link: { confirm: 'Confirmed by the customer by link', cancel: 'Cancelled by the customer by link' },
  // A staff member's cancellation reads as the shop's (the customer's account shows its reason).
  phone: { confirm: 'Confirmed by phone', cancel: `${CANCELLED_NOTE}the customer asked on the phone to cancel it` },
};
/** The reason the cancelled message gives the customer. */
const CANCELLED_REASON = 'you asked us to cancel it';

type Deps = {
  db: Db;
  config: Pick<Config, 'mail' | 'siteOrigin'> & Partial<Pick<Config, 'messaging' | 'staffSecretKey'>>;
  outbox: Pick<OutboxSender, 'nudge'>;
};

/**
 * Answers an order's confirmation once, however often a button is pressed or a form posted: one
 * conditional UPDATE (`… WHERE cod_confirmation = 'awaiting' AND delivery_status = 'unconfirmed'`)
 * decides, in the transaction that then confirms the delivery (the customer's confirmed message,
 * the dispatch sheet) or cancels the order through the one cancel path (cash voided, the promotion
 * code's use given back, the cancelled message). Every later answer finds it answered. `staff` is
 * the staff member on the phone (audit-logged); the history names who answered.
 */
export async function answerCodConfirmation(
  deps: Deps,
  input: { orderId: string; answer: CodAnswer; channel: CodConfirmationChannel; staff?: Actor },
): Promise<CodAnswerOutcome> {
  const { db } = deps;
  const { orderId, answer, channel } = input;
  const actor = channel === 'phone' ? `admin:${input.staff?.staffId ?? 'unknown'}` : ACTOR_OF[channel];
  const note = NOTES[channel][answer];
  const now = new Date().toISOString();
  const moveEvent: OrderEvent =
    answer === 'confirm'
      ? { type: 'order.delivery-moved', orderId, to: 'confirmed' }
      : { type: 'order.delivery-moved', orderId, to: 'cancelled', reason: CANCELLED_REASON };

  const answered = await db
    .transaction()
    .execute(async (trx) => {
      const won = await trx
        .updateTable('orders')
        .set({
          cod_confirmation: answer === 'confirm' ? 'confirmed' : 'cancelled',
          cod_confirmation_answered_at: now,
          cod_confirmation_by: actor,
        })
        .where('id', '=', orderId)
        .where('cod_confirmation', '=', 'awaiting')
        .where('delivery_status', '=', 'unconfirmed')
        .executeTakeFirst();
      if (won.numUpdatedRows !== 1n) return false;
      const order = await trx
        .selectFrom('orders')
        .select(['payment_status', 'delivery_status'])
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      const moved =
        answer === 'confirm'
          ? await moveDelivery(trx, { orderId, from: 'unconfirmed', to: 'confirmed', actor, note })
          : await cancelOrder(trx, { orderId, delivery: 'unconfirmed', payment: order.payment_status, actor, note });
      // The order moved under us (the answer above was won, so only a move made meanwhile): undo the answer.
      if (!moved) throw new MovedMeanwhile();
      await publishOrderEvent(trx, deps, moveEvent);
      if (input.staff) {
        await recordAudit(trx, input.staff, {
          action: answer === 'confirm' ? 'order.cod-confirmed-by-phone' : 'order.cod-cancelled-by-phone',
          targetType: 'order',
          targetId: orderId,
          before: { deliveryStatus: 'unconfirmed', paymentStatus: order.payment_status },
          after: answer === 'confirm' ? { deliveryStatus: 'confirmed' } : { deliveryStatus: 'cancelled' },
        });
      }
      return true;
    })
    .catch((error) => {
      if (error instanceof MovedMeanwhile) return false;
      throw error;
    });

  const row = await db
    .selectFrom('orders')
    .select(['number', 'cod_confirmation', 'delivery_status'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!row) return { outcome: 'not-found' };
  const number = Number(row.number);
  if (answered) {
    // A cash order not delivered has no invoice, so its cancelled email has no credit note to wait for.
    if (answer === 'cancel') await attachDocument(db, eventKey(moveEvent), null);
    deps.outbox.nudge();
    return { outcome: answer === 'confirm' ? 'confirmed' : 'cancelled', number };
  }
  if (row.cod_confirmation === null) return { outcome: 'not-asked' };
  // Answered before, or moved by the desk meanwhile: say where it stands.
  if (row.delivery_status === 'cancelled' || row.cod_confirmation === 'cancelled')
    return { outcome: 'already', state: 'cancelled', number };
  if (row.delivery_status !== 'unconfirmed' || row.cod_confirmation === 'confirmed')
    return { outcome: 'already', state: 'confirmed', number };
  return { outcome: 'not-asked' };
}
