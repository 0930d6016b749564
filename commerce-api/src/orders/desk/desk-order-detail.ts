import type { DeskOrderDetail, DeskTimelineEntry } from '@koolers/contracts/orders';
import type { RefundLine } from '@koolers/contracts/refunds';
import type { Db } from '../../db/database.ts';
import { emailsAbout } from '../../email/sent-email-log.ts';
import { withCountryCode } from '../../messaging/consent.ts';
import { renderMessage } from '../../notifications/message-templates.ts';
import { messagesAbout } from '../../notifications/outbox.ts';
import { readCodRules } from '../cod-rules-repository.ts';
import { deskMoves } from '../desk-moves.ts';
import { refundRefusal } from '../order-refunds.ts';
import { findOrder, type OrderView } from '../order-repository.ts';
import { customerPhoneMessageOf, phoneEventToResend } from '../order-subscriptions.ts';
import { resendableEmails } from './customer-email-again.ts';
import { callDue } from './desk-order-list.ts';
import { deskOrderPaymentError } from './desk-order-reads.ts';

/** Names the author of a history row: a staff member by name, anyone else by role. */
const ACTORS: Record<string, string> = {
  customer: 'Customer',
  'razorpay-webhook': 'Razorpay',
  'payment-verify': 'Razorpay (checkout)',
  reconciler: 'Payment check',
  system: 'System',
  'customer:whatsapp': 'Customer by WhatsApp',
  'customer:link': 'Customer by link',
};

/** Everything the desk shows about one order, read in parallel. */
export async function findDeskOrder(db: Db, orderId: string): Promise<DeskOrderDetail | undefined> {
  const [order, extra, refunds, notes, emails, codRules] = await Promise.all([
    findOrder(db, orderId),
    deskOrderPaymentError(db, orderId),
    db
      .selectFrom('refunds')
      .leftJoin('staff', 'staff.id', 'refunds.requested_by')
      .select([
        'refunds.id',
        'refunds.amount_paise',
        'refunds.reason',
        'refunds.status',
        'refunds.error',
        'refunds.razorpay_refund_id',
        'refunds.created_at',
        'refunds.processed_at',
        'refunds.lines',
        'refunds.cancel_order',
        'staff.name as staff_name',
      ])
      .where('refunds.order_id', '=', orderId)
      .orderBy('refunds.created_at')
      .execute(),
    db
      .selectFrom('order_notes')
      .innerJoin('staff', 'staff.id', 'order_notes.staff_id')
      .select(['order_notes.id', 'order_notes.body', 'order_notes.created_at', 'staff.name'])
      .where('order_notes.order_id', '=', orderId)
      .orderBy('order_notes.id')
      .execute(),
    Promise.all([emailsAbout(db, orderId), messagesAbout(db, orderId)]).then(([direct, queued]) =>
      [...direct.map((email) => ({ channel: 'email' as const, ...email })), ...queued].sort((a, b) => a.at.localeCompare(b.at)),
    ),
    readCodRules(db),
  ]);
  if (!order || !extra) return undefined;

  const staffIds = [...new Set(order.history.map((entry) => /^admin:(\d+)$/.exec(entry.actor)?.[1]).filter((id) => id !== undefined))].map(
    Number,
  );
  const staffNames = new Map<number, string>();
  if (staffIds.length) {
    for (const row of await db.selectFrom('staff').select(['id', 'name']).where('id', 'in', staffIds).execute()) {
      staffNames.set(Number(row.id), row.name);
    }
  }
  const by = (actor: string) => {
    const staffId = /^admin:(\d+)$/.exec(actor)?.[1];
    return staffId ? (staffNames.get(Number(staffId)) ?? `Staff #${staffId}`) : (ACTORS[actor] ?? actor);
  };

  const committed = refunds.filter((refund) => refund.status !== 'failed').reduce((sum, refund) => sum + Number(refund.amount_paise), 0);
  const paidOnline = order.paymentMethod === 'razorpay' && order.razorpayPaymentId ? order.totalPaise : 0;
  const confirmation = order.codConfirmation;
  return {
    ...order,
    // Still awaiting the customer past the owners' window: the desk flags it for a call.
    codConfirmation: confirmation && {
      ...confirmation,
      callDue:
        confirmation.state === 'awaiting' &&
        order.deliveryStatus === 'unconfirmed' &&
        callDue(confirmation.askedAt, codRules.rules.confirmation.callAfterMinutes),
    },
    paymentError: extra.payment_error,
    refundablePaise: refundRefusal(order.paymentStatus) === null ? Math.max(0, paidOnline - committed) : 0,
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amountPaise: Number(refund.amount_paise),
      reason: refund.reason,
      status: refund.status,
      error: refund.error,
      razorpayRefundId: refund.razorpay_refund_id,
      requestedBy: refund.staff_name ?? null,
      createdAt: refund.created_at,
      processedAt: refund.processed_at,
      lines: refund.lines ? (JSON.parse(refund.lines) as RefundLine[]) : null,
      cancelOrder: Number(refund.cancel_order) === 1,
    })),
    notes: notes.map((note) => ({ id: Number(note.id), body: note.body, by: note.name, at: note.created_at })),
    emails,
    resendableEmails: resendableEmails(order),
    resendablePhoneMessage: resendablePhoneMessage(order, emails),
    nextStatuses: deskMoves(order),
    timeline: order.history.map(({ actor, ...entry }) => ({ ...entry, by: by(actor) }) as DeskTimelineEntry),
  };
}

/**
 * The customer's latest phone message, for the desk to offer again: only once their phone got one
 * (a phone channel is set up and reaches them), named by its subject.
 */
function resendablePhoneMessage(order: OrderView, messages: { channel: string; to: string }[]): { subject: string } | null {
  const phone = withCountryCode(order.customerDetails.phone);
  if (!messages.some((message) => message.channel !== 'email' && message.to === phone)) return null;
  const event = phoneEventToResend(order);
  const message = event && customerPhoneMessageOf(event, order);
  return message ? { subject: renderMessage(message).subject } : null;
}
