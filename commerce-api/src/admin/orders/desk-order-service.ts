import type { Logger } from 'pino';
import type { Db } from '../../db/database.ts';
import type { OrderStatus } from '../../db/schema.ts';
import { formatRupees } from '../../email/format.ts';
import type { Mailer } from '../../email/mailer.ts';
import { orderCancelledEmail, orderConfirmedEmail, orderOutForDeliveryEmail } from '../../email/templates.ts';
import { AppError } from '../../http/app-error.ts';
import { appendChange } from '../../live/change-feed.ts';
import { deskMoveRefusal, transitionOrder } from '../../orders/order-status.ts';
import { type Actor, recordAudit } from '../audit/audit-log.ts';
import { findDeskOrder } from './desk-order-detail.ts';

export const STATUS_UPDATED = 'Order status updated successfully!';
export const ORDER_NOT_FOUND = 'Order not found.';
export const CHANGED_MEANWHILE = 'Someone changed this order meanwhile. Please look at it again before changing it.';
export const REASON_NEEDED = 'Please give a reason for cancelling the order.';

type Deps = { db: Db; mailer: Mailer; logger: Logger };

/** What the desk does to an order: move it through the status machine, and write notes on it. */
export function createDeskOrderService(deps: Deps) {
  const { db } = deps;

  async function orderRow(orderId: string) {
    const row = await db
      .selectFrom('orders')
      .select(['id', 'status', 'payment_method', 'total_paise', 'customer_name', 'customer_email', 'customer_address', 'paid_at'])
      .where('id', '=', orderId)
      .executeTakeFirst();
    if (!row) throw new AppError('not_found', ORDER_NOT_FOUND, 404);
    return row;
  }

  return {
    /**
     * Moves the order to `to` if the status machine and its guard allow it from where it is now;
     * the customer is emailed on confirmed, out for delivery and cancelled. A cancelled order is
     * kept with its reason: nothing is ever erased.
     */
    async move(actor: Actor, orderId: string, input: { to: OrderStatus; reason?: string | undefined }) {
      const order = await orderRow(orderId);
      const refusal = deskMoveRefusal({ status: order.status, paymentMethod: order.payment_method }, input.to);
      if (refusal) throw new AppError('illegal_move', refusal, 409);
      const reason = input.reason?.trim();
      if (input.to === 'cancelled' && !reason) throw new AppError('reason_needed', REASON_NEEDED, 400);
      const note =
        input.to === 'cancelled'
          ? `Cancelled: ${reason}`
          : input.to === 'delivered' && order.payment_method === 'cod'
            ? `Cash collected: ${formatRupees(Number(order.total_paise))}`
            : null;

      const moved = await db.transaction().execute(async (trx) => {
        const won = await transitionOrder(trx, {
          orderId,
          from: order.status,
          to: input.to,
          actor: `admin:${actor.staffId}`,
          ...(note ? { note } : {}),
        });
        if (!won) return false;
        await recordAudit(trx, actor, {
          action: `order.${input.to}`,
          targetType: 'order',
          targetId: orderId,
          before: { status: order.status },
          // The reason is in the order's timeline, which erasing the customer's account can reach; the
          // append-only audit log keeps no text a person typed about a customer.
          after: { status: input.to, ...(note ? { noteInTimeline: true } : {}) },
        });
        return true;
      });
      if (!moved) throw new AppError('changed_meanwhile', CHANGED_MEANWHILE, 409);

      const data = {
        id: orderId,
        customerName: order.customer_name,
        paymentMethod: order.payment_method,
        totalPaise: Number(order.total_paise),
        address: order.customer_address,
      };
      const email =
        input.to === 'confirmed'
          ? orderConfirmedEmail(data)
          : input.to === 'out_for_delivery'
            ? orderOutForDeliveryEmail(data)
            : input.to === 'cancelled'
              ? orderCancelledEmail({ ...data, reason: reason ?? '', paid: order.payment_method === 'razorpay' && order.paid_at !== null })
              : null;
      if (email) {
        await deps.mailer
          .send({ to: order.customer_email, about: { orderId }, ...email })
          .catch((error) => deps.logger.error({ err: error, orderId }, 'order moved but the customer email failed'));
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
