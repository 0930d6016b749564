import type { Logger } from 'pino';
import { type Actor, recordAudit } from '../../audit/audit-log.ts';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { DeliveryStatus } from '../../db/schema.ts';
import { appError, sentenceError } from '../../http/app-error.ts';
import { creditNoteOnCancellation, invoiceOnCodDelivery } from '../../invoices/invoice-triggers.ts';
import type { PdfRenderer } from '../../invoices/pdf-pool.ts';
import { appendChange } from '../../live/change-feed.ts';
import { attachDocument, type OutboxSender } from '../../notifications/outbox.ts';
import { moveDelivery } from '../delivery-status.ts';
import { deskMoveRefusal } from '../desk-moves.ts';
import { eventKey, type OrderEvent } from '../order-events.ts';
import { cancelOrder, deliverOrder, MovedMeanwhile } from '../order-moves.ts';
import { CANCELLED_NOTE } from '../order-repository.ts';
import { publishOrderEvent } from '../order-subscriptions.ts';
import { findDeskOrder } from './desk-order-detail.ts';
import { deskMoveSubject, orderStatusesNow } from './desk-order-reads.ts';

export const STATUS_UPDATED = 'Order status updated successfully!';

type Deps = {
  db: Db;
  catalog: Pick<Catalog, 'get'>;
  logger: Logger;
  pdfs: PdfRenderer;
  config: Pick<Config, 'mail' | 'siteOrigin'>;
  outbox: Pick<OutboxSender, 'nudge'>;
};

/** What the desk does to an order: move its delivery through the status machine, and write notes on it. */
export function createDeskOrderService(deps: Deps) {
  const { db } = deps;

  async function orderRow(orderId: string) {
    const row = await deskMoveSubject(db, orderId);
    if (!row) throw appError('not_found.order', 404);
    return row;
  }

  return {
    /**
     * Moves the order's delivery to `to` if the transition table and the desk's guard allow it from
     * where it is now. Cancelling voids a payment nobody made; delivering a cash order collects its
     * cash in the same step. The customer is emailed on confirmed, out for delivery and cancelled. A
     * cancelled order is kept with its reason: nothing is ever erased.
     */
    async move(actor: Actor, orderId: string, input: { to: DeliveryStatus; reason?: string | undefined }) {
      const order = await orderRow(orderId);
      const before = { deliveryStatus: order.delivery_status, paymentStatus: order.payment_status };
      const codConfirmation = order.cod_confirmation ? { state: order.cod_confirmation } : null;
      const refusal = deskMoveRefusal({ ...before, paymentMethod: order.payment_method, codConfirmation }, input.to);
      if (refusal) throw sentenceError(refusal, 409);
      const reason = input.reason?.trim();
      if (input.to === 'cancelled' && !reason) throw appError('reason_needed', 400);

      const by = `admin:${actor.staffId}`;
      const moveEvent: OrderEvent = { type: 'order.delivery-moved', orderId, to: input.to, ...(reason ? { reason } : {}) };
      const where = { orderId, delivery: order.delivery_status, payment: order.payment_status };
      const moved = await db
        .transaction()
        .execute(async (trx) => {
          const won =
            input.to === 'cancelled'
              ? await cancelOrder(trx, { ...where, actor: by, note: `${CANCELLED_NOTE}${reason}` })
              : input.to === 'delivered'
                ? await deliverOrder(trx, {
                    ...where,
                    paymentMethod: order.payment_method,
                    totalPaise: Number(order.total_paise),
                    actor: by,
                  })
                : await moveDelivery(trx, { orderId, from: order.delivery_status, to: input.to, actor: by });
          if (!won) return false;
          // The customer's email about the move (confirmed, out for delivery, cancelled) is queued with it.
          await publishOrderEvent(trx, deps, moveEvent);
          const after = await orderStatusesNow(trx, orderId);
          await recordAudit(trx, actor, {
            action: `order.${input.to}`,
            targetType: 'order',
            targetId: orderId,
            before,
            // The reason is in the order's timeline, which erasing the customer's account can reach; the
            // append-only audit log keeps no text a person typed about a customer.
            after: {
              deliveryStatus: after.delivery_status,
              paymentStatus: after.payment_status,
              ...(reason ? { noteInTimeline: true } : {}),
            },
          });
          return true;
        })
        .catch((error) => {
          if (error instanceof MovedMeanwhile) return false;
          throw error;
        });
      if (!moved) throw appError('changed_meanwhile.order', 409);

      // The tax documents of the move: the invoice of a cash order on delivery (emailed on its own), a
      // credit note for a paid one cancelled, which the cancellation email waits for.
      const invoice = input.to === 'delivered' && order.payment_method === 'cod' ? await invoiceOnCodDelivery(deps, orderId) : null;
      if (invoice) {
        const issued: OrderEvent = {
          type: 'document.issued',
          orderId,
          documentId: invoice.id,
          number: invoice.number,
          moment: 'cod-delivery',
        };
        await db.transaction().execute((trx) => publishOrderEvent(trx, deps, issued));
      }
      if (input.to === 'cancelled') {
        const creditNote = await creditNoteOnCancellation(deps, orderId, reason ?? '');
        await attachDocument(db, eventKey(moveEvent), creditNote?.id ?? null);
      }
      deps.outbox.nudge();
      return { message: STATUS_UPDATED, order: await findDeskOrder(db, orderId) };
    },

    /** An internal note on the order (never shown to the customer). */
    async addNote(actor: Actor, orderId: string, body: string) {
      await orderRow(orderId);
      await db.transaction().execute(async (trx) => {
        const note = await trx
          .insertInto('order_notes')
          .values({ order_id: orderId, staff_id: actor.staffId as number, body, created_at: new Date().toISOString() })
          .returning('id')
          .executeTakeFirstOrThrow();
        // The note's id, not its text: the audit log is append-only, the note can be erased with the customer.
        await recordAudit(trx, actor, {
          action: 'order.note-added',
          targetType: 'order',
          targetId: orderId,
          after: { noteId: Number(note.id) },
        });
        await appendChange(trx, { topic: 'order', subjectId: orderId, kind: 'note' });
      });
      return findDeskOrder(db, orderId);
    },
  };
}
