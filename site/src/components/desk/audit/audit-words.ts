import type { AuditEntry } from '@koolers/contracts/audit';
import { deliveryStatusLabel, paymentStatusLabel } from '@koolers/contracts/order-status';
import { formatPaise } from '../../../lib/format.ts';

export type { AuditEntry };

/** Each action the desk records, in words (what the person did). */
export const ACTION_WORDS: Record<string, string> = {
  'order.confirmed': 'Confirmed the order',
  'order.out_for_delivery': 'Sent the order out for delivery',
  'order.delivered': 'Marked the order delivered',
  'order.cancelled': 'Cancelled the order',
  'order.cod-confirmed-by-phone': 'Confirmed the order by phone (the customer’s COD confirmation)',
  'order.cod-cancelled-by-phone': 'Cancelled the order by phone (the customer’s COD confirmation)',
  'order.phoned-in': 'Placed an order the customer phoned in',
  'order.note-added': 'Added a note to the order',
  'order.email-resent': 'Sent the customer an email again',
  'order.phone-message-resent': 'Sent the customer a WhatsApp or SMS message again',
  'orders.exported': 'Downloaded orders as CSV',
  'tax-documents.exported': 'Downloaded the month’s tax documents as CSV',
  'customers.searched': 'Looked up a customer by phone or email',
  'order.refund-requested': 'Asked Razorpay for a refund',
  'order.refund-processed': 'Made the refund',
  'order.refund-failed': 'Refused the refund',
  'membership.upi-payment-received': 'Confirmed a Coco Club UPI payment',
  'promotion_code.create': 'Created a promotion code',
  'promotion_code.update': 'Changed a promotion code',
  'promotion_code.pause': 'Paused a promotion code',
  'promotion_code.resume': 'Resumed a promotion code',
  'availability.sold-out': 'Marked sold out today',
  'availability.back': 'Put back on sale today',
  'cod_rules.update': 'Changed the COD rules',
  'delivery_settings.update': 'Changed the delivery settings',
  'delivery_settings.close_day': 'Closed deliveries for the rest of the day',
  'order.slot-moved': 'Moved the order to another delivery slot',
  'review.published': 'Published a review',
  'review.hidden': 'Hid a review',
  'message.read': 'Marked a message read',
  'message.unread': 'Marked a message unread',
  'staff.invited': 'Invited a team member',
  'staff.invite-revoked': 'Withdrew an invitation',
  'staff.registered': 'Registered at the desk',
  'staff.second-factor-set-up': 'Set up their authenticator app',
  'staff.signed-in': 'Signed in',
  'staff.password-changed': 'Changed their password',
  'staff.sign-in-reset': 'Sent a team member a new sign-in link',
  'staff.sign-in-reset-used': 'Used a new sign-in link',
  'staff.disabled': 'Turned off a team member’s access',
  'staff.enabled': 'Gave a team member access again',
};

export function actionWords(action: string): string {
  return ACTION_WORDS[action] ?? action.replace(/^[a-z]+\./, '').replace(/[-_]/g, ' ');
}

type Fields = Record<string, unknown>;
const fields = (value: unknown): Fields => (value && typeof value === 'object' ? (value as Fields) : {});

/** A status before → after, in the labels the desk shows; nothing when it did not move. */
function moved(label: string, before: unknown, after: unknown, words: (status: string) => string): string | null {
  if (typeof after !== 'string' || before === after) return null;
  return typeof before === 'string' ? `${label}: ${words(before)} → ${words(after)}` : `${label}: ${words(after)}`;
}

/**
 * What else the entry records, in words: statuses by their labels, amounts as ₹, the email's
 * subject, the role given; ids and anything else stay out (no raw JSON for people to read).
 */
export function auditDetails(entry: AuditEntry): string[] {
  const before = fields(entry.before);
  const after = fields(entry.after);
  const details = [
    moved('Delivery', before.deliveryStatus, after.deliveryStatus, deliveryStatusLabel),
    moved('Payment', before.paymentStatus, after.paymentStatus, paymentStatusLabel),
    typeof after.amountPaise === 'number' ? `Amount: ${formatPaise(after.amountPaise)}` : null,
    typeof before.refundablePaise === 'number' ? `Refundable before: ${formatPaise(before.refundablePaise)}` : null,
    typeof after.refundedPaise === 'number' ? `Refunded in all: ${formatPaise(after.refundedPaise)}` : null,
    typeof after.subject === 'string' ? `“${after.subject}”` : null,
    typeof after.upiReference === 'string' ? `UPI reference ${after.upiReference}` : null,
    typeof before.upiReference === 'string' && after.upiReference === undefined ? `UPI reference ${before.upiReference}` : null,
    typeof after.role === 'string' ? `Role: ${after.role}` : null,
    typeof after.email === 'string' ? `Email: ${after.email}` : null,
    typeof after.method === 'string' ? `With: ${after.method}` : null,
    typeof after.hideReason === 'string' ? `Reason: ${after.hideReason}` : null,
    typeof after.reply === 'string' && after.reply !== before.reply ? `Reply: “${after.reply}”` : null,
    ...(entry.action === 'cod_rules.update' ? codRulesChanges(before, after) : []),
  ];
  return details.filter((detail): detail is string => detail !== null);
}

const CONFIRM_WORDS: Record<string, string> = {
  never: 'never',
  'first-order': 'a phone’s first COD order',
  'above-amount': 'orders above an amount',
  always: 'every COD order',
};

/** What a change of the COD rules changed, in words: amounts in ₹, pincodes and numbers added or taken off. */
function codRulesChanges(before: Fields, after: Fields): (string | null)[] {
  const amount = (value: unknown) => (typeof value === 'number' ? formatPaise(value) : 'none');
  const list = (value: unknown) => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []);
  const amountMoved = (label: string, from: unknown, to: unknown) => (from === to ? null : `${label}: ${amount(from)} → ${amount(to)}`);
  const listMoved = (label: string, from: unknown, to: unknown) => {
    const was = list(from);
    const is = list(to);
    const added = is.filter((entry) => !was.includes(entry));
    const removed = was.filter((entry) => !is.includes(entry));
    return [
      added.length ? `${label} added: ${added.join(', ')}` : null,
      removed.length ? `${label} taken off: ${removed.join(', ')}` : null,
    ];
  };
  const confirmBefore = fields(before.confirmation);
  const confirmAfter = fields(after.confirmation);
  const confirmWords = (confirmation: Fields) =>
    `${CONFIRM_WORDS[String(confirmation.policy)] ?? String(confirmation.policy)}${
      confirmation.policy === 'above-amount' ? ` ${amount(confirmation.abovePaise)}` : ''
    }`;
  return [
    amountMoved('COD fee', before.feePaise, after.feePaise),
    amountMoved('COD ceiling', before.ceilingPaise, after.ceilingPaise),
    ...listMoved('COD off in', before.pincodesOff, after.pincodesOff),
    ...listMoved('Blocked numbers', before.blockedPhones, after.blockedPhones),
    confirmWords(confirmBefore) === confirmWords(confirmAfter)
      ? null
      : `Confirm: ${confirmWords(confirmBefore)} → ${confirmWords(confirmAfter)}`,
    // Rules saved before the call window existed have none: nothing to say about it.
    confirmBefore.callAfterMinutes === undefined || confirmBefore.callAfterMinutes === confirmAfter.callAfterMinutes
      ? null
      : `Call after: ${String(confirmBefore.callAfterMinutes)} → ${String(confirmAfter.callAfterMinutes)} minutes`,
  ];
}

/**
 * What the entry is about, in words: an order by its number, an item or a team member by name,
 * anything else by its kind; nothing when a person acted on their own account ("Signed in").
 */
export function auditTarget(entry: AuditEntry): { text: string; href?: string } | null {
  if (entry.targetType === 'order') {
    return { text: `Order ${entry.targetLabel ?? entry.targetId}`, href: `/admin-dashboard/orders/${encodeURIComponent(entry.targetId)}` };
  }
  // An item and a team member by the name the API found (an item no longer sold keeps its ref);
  // the others by their kind and number.
  if (entry.targetType === 'item') return { text: entry.targetLabel ?? entry.targetId };
  if (entry.targetType === 'staff' && entry.staffId !== null && String(entry.staffId) === entry.targetId) return null;
  if (entry.targetType === 'staff' && entry.targetLabel) return { text: entry.targetLabel };
  const code = fields(entry.after).code ?? fields(entry.before).code;
  if (entry.targetType === 'promotion_code' && typeof code === 'string') return { text: `Code ${code}` };
  if (entry.targetType === 'settings' && entry.targetId === 'cod-rules') return { text: 'COD rules' };
  if (entry.targetType === 'settings' && entry.targetId === 'delivery') return { text: 'Delivery settings' };
  // A customer search keeps how it searched and what it found, never what was typed (a phone, an email).
  if (entry.targetType === 'customer_search') {
    const { by, found } = fields(entry.after);
    return typeof found === 'number' ? { text: `By ${by === 'email' ? 'email' : 'phone'}: ${found} found` } : null;
  }
  const kinds: Record<string, string> = {
    membership: 'Coco Club request',
    message: 'Message',
    staff: 'Team member',
    invite: 'Invitation',
    promotion_code: 'Promotion code',
    review: 'Review',
  };
  const kind = kinds[entry.targetType] ?? entry.targetType;
  return { text: entry.targetId ? `${kind} #${entry.targetId}` : kind };
}

/** Who did it: a person by the name they gave the desk; the shop's own processes by what they are. */
const PROCESSES: Record<string, string> = {
  'command line': 'Command line',
  'razorpay-webhook': 'Razorpay',
  reconciliation: 'Payment check',
};

export function auditWho(entry: AuditEntry): string {
  return entry.staffName ?? PROCESSES[entry.staffEmail] ?? entry.staffEmail;
}
