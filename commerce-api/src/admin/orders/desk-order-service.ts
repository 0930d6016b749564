import type { Logger } from 'pino';
import { type Actor, recordAudit } from '../../audit/audit-log.ts';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Db } from '../../db/database.ts';
import type { DeliveryStatus } from '../../db/schema.ts';
import type { Mailer } from '../../email/mailer.ts';
import { orderCancelledEmail, orderConfirmedEmail, orderOutForDeliveryEmail } from '../../email/templates.ts';
import { AppError } from '../../http/app-error.ts';
import { sendWithDocument } from '../../invoices/document-emails.ts';
import { creditNoteOnCancellation, invoiceOnCodDelivery } from '../../invoices/invoice-triggers.ts';
import type { PdfRenderer } from '../../invoices/pdf-pool.ts';
import { appendChange } from '../../live/change-feed.ts';
import { moveDelivery } from '../../orders/delivery-status.ts';
import { deskMoveRefusal } from '../../orders/desk-moves.ts';
import { orderStatusEmailData } from '../../orders/order-email.ts';
import { cancelOrder, deliverOrder, MovedMeanwhile } from '../../orders/order-moves.ts';
import { CANCELLED_NOTE, findOrder } from '../../orders/order-repository.ts';
import { findDeskOrder } from './desk-order-detail.ts';

export const STATUS_UPDATED = 'Order status updated successfully!';
export const ORDER_NOT_FOUND = 'Order not found.';
export const CHANGED_MEANWHILE = 'Someone changed this order meanwhile. Please look at it again before changing it.';
export const REASON_NEEDED = 'Please give a reason for cancelling the order.';

type Deps = { db: Db; catalog: Pick<Catalog, 'get'>; mailer: Mailer; logger: Logger; pdfs: PdfRenderer };

/** What the desk does to an order: move its delivery through the status machine, and write notes on it. */
export function createDeskOrderService(deps: Deps) {
  const { db } = deps;

  async function orderRow(orderId: string) {
    const row = await db
      .selectFrom('orders')
      .select(['id', 'payment_status', 'delivery_status', 'payment_method', 'total_paise', 'customer_email'])
      .where('id', '=', orderId)
      .executeTakeFirst();
    if (!row) throw new AppError('not_found', ORDER_NOT_FOUND, 404);
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
      const refusal = deskMoveRefusal({ ...before, paymentMethod: order.payment_method }, input.to);
      if (refusal) throw new AppError('illegal_move', refusal, 409);
      const reason = input.reason?.trim();
      if (input.to === 'cancelled' && !reason) throw new AppError('reason_needed', REASON_NEEDED, 400);

      const by = `admin:${actor.staffId}`;
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
          const after = await trx
            .selectFrom('orders')
            .select(['delivery_status', 'payment_status'])
            .where('id', '=', orderId)
            .executeTakeFirstOrThrow();
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
      if (!moved) throw new AppError('changed_meanwhile', CHANGED_MEANWHILE, 409);

      // The tax documents of the move: the invoice of a cash order on delivery, a credit note for a paid one cancelled.
      if (input.to === 'delivered' && order.payment_method === 'cod') await invoiceOnCodDelivery(deps, orderId);
      const creditNote = input.to === 'cancelled' ? await creditNoteOnCancellation(deps, orderId, reason ?? '') : null;

      const view = await findOrder(db, orderId);
      const data = view && orderStatusEmailData(view);
      const email = !data
        ? null
        : input.to === 'confirmed'
          ? orderConfirmedEmail(data)
          : input.to === 'out_for_delivery'
            ? orderOutForDeliveryEmail(data)
            : input.to === 'cancelled'
              ? orderCancelledEmail({
                  ...data,
                  reason: reason ?? '',
                })
              : null;
      if (email) {
        await sendWithDocument(deps, { to: order.customer_email, about: { orderId }, ...email }, creditNote).catch((error) =>
          deps.logger.error({ err: error, orderId }, 'order moved but the customer email failed'),
        );
      }
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
