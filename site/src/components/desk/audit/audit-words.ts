import type { AuditEntry } from '@koolers/contracts/audit';
import { deliveryStatusLabel, paymentStatusLabel } from '@koolers/contracts/order-status';
import type { WordsOf } from '@koolers/contracts/words/index';
import { formatPaise } from '../../../lib/format.ts';
import { fill } from '../../../lib/words.tsx';

export type { AuditEntry };

type DeskWords = WordsOf<'desk'>;

/** Each action the desk records, by the key of its words (what the person did). */
const ACTION_WORDS: Record<string, keyof DeskWords> = {
  'order.confirmed': 'actionOrderConfirmed',
  'order.out_for_delivery': 'actionOrderOutForDelivery',
  'order.delivered': 'actionOrderDelivered',
  'order.cancelled': 'actionOrderCancelled',
  'order.cod-confirmed-by-phone': 'actionCodConfirmedByPhone',
  'order.cod-cancelled-by-phone': 'actionCodCancelledByPhone',
  'order.phoned-in': 'actionOrderPhonedIn',
  'order.note-added': 'actionNoteAdded',
  'order.email-resent': 'actionEmailResent',
  'order.phone-message-resent': 'actionPhoneMessageResent',
  'orders.exported': 'actionOrdersExported',
  'tax-documents.exported': 'actionTaxDocumentsExported',
  'customers.searched': 'actionCustomersSearched',
  'order.refund-requested': 'actionRefundRequested',
  'order.refund-processed': 'actionRefundProcessed',
  'order.refund-failed': 'actionRefundFailed',
  'membership.upi-payment-received': 'actionUpiPaymentReceived',
  'promotion_code.create': 'actionCodeCreated',
  'promotion_code.update': 'actionCodeUpdated',
  'promotion_code.pause': 'actionCodePaused',
  'promotion_code.resume': 'actionCodeResumed',
  'availability.sold-out': 'actionSoldOut',
  'availability.back': 'actionBackOnSale',
  'cod_rules.update': 'actionCodRulesUpdated',
  'delivery_settings.update': 'actionDeliverySettingsUpdated',
  'delivery_settings.close_day': 'actionDeliveryDayClosed',
  'order.slot-moved': 'actionSlotMoved',
  'review.published': 'actionReviewPublished',
  'review.hidden': 'actionReviewHidden',
  'message.read': 'actionMessageRead',
  'message.unread': 'actionMessageUnread',
  'staff.invited': 'actionStaffInvited',
  'staff.invite-revoked': 'actionInviteRevoked',
  'staff.registered': 'actionStaffRegistered',
  'staff.second-factor-set-up': 'actionSecondFactorSetUp',
  'staff.signed-in': 'actionSignedIn',
  'staff.password-changed': 'actionPasswordChanged',
  'staff.sign-in-reset': 'actionSignInReset',
  'staff.sign-in-reset-used': 'actionSignInResetUsed',
  'staff.disabled': 'actionStaffDisabled',
  'staff.enabled': 'actionStaffEnabled',
};

export function actionWords(action: string, words: DeskWords): string {
  const key = ACTION_WORDS[action];
  return key ? words[key] : action.replace(/^[a-z]+\./, '').replace(/[-_]/g, ' ');
}

type Fields = Record<string, unknown>;
const fields = (value: unknown): Fields => (value && typeof value === 'object' ? (value as Fields) : {});

/** A status before → after, in the labels the desk shows; nothing when it did not move. */
function moved(words: DeskWords, label: string, before: unknown, after: unknown, status: (status: string) => string): string | null {
  if (typeof after !== 'string' || before === after) return null;
  return typeof before === 'string'
    ? fill(words.auditMoved, { label, before: status(before), after: status(after) })
    : fill(words.auditMovedTo, { label, after: status(after) });
}

/**
 * What else the entry records, in words: statuses by their labels, amounts as ₹, the email's
 * subject, the role given; ids and anything else stay out (no raw JSON for people to read).
 */
export function auditDetails(entry: AuditEntry, words: DeskWords): string[] {
  const before = fields(entry.before);
  const after = fields(entry.after);
  const details = [
    moved(words, words.auditDelivery, before.deliveryStatus, after.deliveryStatus, deliveryStatusLabel),
    moved(words, words.auditPayment, before.paymentStatus, after.paymentStatus, paymentStatusLabel),
    typeof after.amountPaise === 'number' ? fill(words.auditAmount, { amount: formatPaise(after.amountPaise) }) : null,
    typeof before.refundablePaise === 'number' ? fill(words.auditRefundableBefore, { amount: formatPaise(before.refundablePaise) }) : null,
    typeof after.refundedPaise === 'number' ? fill(words.auditRefundedInAll, { amount: formatPaise(after.refundedPaise) }) : null,
    typeof after.subject === 'string' ? fill(words.auditSubject, { subject: after.subject }) : null,
    typeof after.upiReference === 'string' ? fill(words.auditUpiReference, { reference: after.upiReference }) : null,
    typeof before.upiReference === 'string' && after.upiReference === undefined
      ? fill(words.auditUpiReference, { reference: before.upiReference })
      : null,
    typeof after.role === 'string' ? fill(words.auditRole, { role: after.role }) : null,
    typeof after.email === 'string' ? fill(words.auditEmail, { email: after.email }) : null,
    typeof after.method === 'string' ? fill(words.auditWith, { method: after.method }) : null,
    typeof after.hideReason === 'string' ? fill(words.auditReason, { reason: after.hideReason }) : null,
    typeof after.reply === 'string' && after.reply !== before.reply ? fill(words.auditReply, { reply: after.reply }) : null,
    ...(entry.action === 'cod_rules.update' ? codRulesChanges(before, after, words) : []),
  ];
  return details.filter((detail): detail is string => detail !== null);
}

const CONFIRM_WORDS: Record<string, keyof DeskWords> = {
  never: 'auditConfirmNever',
  'first-order': 'auditConfirmFirstOrder',
  'above-amount': 'auditConfirmAboveAmount',
  always: 'auditConfirmAlways',
};

/** What a change of the COD rules changed, in words: amounts in ₹, pincodes and numbers added or taken off. */
function codRulesChanges(before: Fields, after: Fields, words: DeskWords): (string | null)[] {
  const amount = (value: unknown) => (typeof value === 'number' ? formatPaise(value) : words.auditNone);
  const list = (value: unknown) => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []);
  const amountMoved = (label: string, from: unknown, to: unknown) =>
    from === to ? null : fill(words.auditMoved, { label, before: amount(from), after: amount(to) });
  const listMoved = (label: string, from: unknown, to: unknown) => {
    const was = list(from);
    const is = list(to);
    const added = is.filter((entry) => !was.includes(entry));
    const removed = was.filter((entry) => !is.includes(entry));
    return [
      added.length ? fill(words.auditAdded, { label, entries: added.join(', ') }) : null,
      removed.length ? fill(words.auditTakenOff, { label, entries: removed.join(', ') }) : null,
    ];
  };
  const confirmBefore = fields(before.confirmation);
  const confirmAfter = fields(after.confirmation);
  const policyWords = (policy: string) => {
    const key = CONFIRM_WORDS[policy];
    return key ? words[key] : policy;
  };
  const confirmWords = (confirmation: Fields) =>
    `${policyWords(String(confirmation.policy))}${confirmation.policy === 'above-amount' ? ` ${amount(confirmation.abovePaise)}` : ''}`;
  return [
    amountMoved(words.auditCodFee, before.feePaise, after.feePaise),
    amountMoved(words.auditCodCeiling, before.ceilingPaise, after.ceilingPaise),
    ...listMoved(words.auditCodOffIn, before.pincodesOff, after.pincodesOff),
    ...listMoved(words.auditBlockedNumbers, before.blockedPhones, after.blockedPhones),
    confirmWords(confirmBefore) === confirmWords(confirmAfter)
      ? null
      : fill(words.auditMoved, { label: words.auditConfirm, before: confirmWords(confirmBefore), after: confirmWords(confirmAfter) }),
    // Rules saved before the call window existed have none: nothing to say about it.
    confirmBefore.callAfterMinutes === undefined || confirmBefore.callAfterMinutes === confirmAfter.callAfterMinutes
      ? null
      : fill(words.auditCallAfter, { before: String(confirmBefore.callAfterMinutes), after: String(confirmAfter.callAfterMinutes) }),
  ];
}

/**
 * What the entry is about, in words: an order by its number, an item or a team member by name,
 * anything else by its kind; nothing when a person acted on their own account ("Signed in").
 */
export function auditTarget(entry: AuditEntry, words: DeskWords): { text: string; href?: string } | null {
  if (entry.targetType === 'order') {
    return {
      text: fill(words.auditTargetOrder, { number: entry.targetLabel ?? entry.targetId }),
      href: `/admin-dashboard/orders/${encodeURIComponent(entry.targetId)}`,
    };
  }
  // An item and a team member by the name the API found (an item no longer sold keeps its ref);
  // the others by their kind and number.
  if (entry.targetType === 'item') return { text: entry.targetLabel ?? entry.targetId };
  if (entry.targetType === 'staff' && entry.staffId !== null && String(entry.staffId) === entry.targetId) return null;
  if (entry.targetType === 'staff' && entry.targetLabel) return { text: entry.targetLabel };
  const code = fields(entry.after).code ?? fields(entry.before).code;
  if (entry.targetType === 'promotion_code' && typeof code === 'string') return { text: fill(words.auditTargetCode, { code }) };
  if (entry.targetType === 'settings' && entry.targetId === 'cod-rules') return { text: words.auditTargetCodRules };
  if (entry.targetType === 'settings' && entry.targetId === 'delivery') return { text: words.auditTargetDeliverySettings };
  // A customer search keeps how it searched and what it found, never what was typed (a phone, an email).
  if (entry.targetType === 'customer_search') {
    const { by, found } = fields(entry.after);
    if (typeof found !== 'number') return null;
    return { text: fill(by === 'email' ? words.auditSearchedByEmail : words.auditSearchedByPhone, { found }) };
  }
  const kinds: Record<string, keyof DeskWords> = {
    membership: 'auditKindMembership',
    message: 'auditKindMessage',
    staff: 'auditKindStaff',
    invite: 'auditKindInvite',
    promotion_code: 'auditKindPromotionCode',
    review: 'auditKindReview',
  };
  const kindKey = kinds[entry.targetType];
  const kind = kindKey ? words[kindKey] : entry.targetType;
  return { text: entry.targetId ? fill(words.auditNumbered, { kind, id: entry.targetId }) : kind };
}

/** Who did it: a person by the name they gave the desk; the shop's own processes by what they are. */
const PROCESSES: Record<string, keyof DeskWords> = {
  'command line': 'auditByCommandLine',
  'razorpay-webhook': 'auditByRazorpay',
  reconciliation: 'auditByPaymentCheck',
};

export function auditWho(entry: AuditEntry, words: DeskWords): string {
  const process = PROCESSES[entry.staffEmail];
  return entry.staffName ?? (process ? words[process] : entry.staffEmail);
}
