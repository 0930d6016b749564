import { type PaymentOutcome, payablePayments } from '../payments/payable.ts';
import { alertShop } from '../payments/payment-alert.ts';
import { checkPayment, type PaymentFacts, type PaymentResult } from '../payments/payment-check.ts';
import {
  findMembership,
  flagPaymentMismatch,
  listUnsettledMemberships,
  type Membership,
  markPaymentChecked,
} from './membership-repository.ts';
import { createMembershipService } from './membership-service.ts';

/** A payment recorded against a membership: which one, and what it did. */
export type MembershipPaymentOutcome = PaymentOutcome;

/**
 * A Coco Club membership's payments, as Razorpay reports them (its webhook, the reconciler, the
 * member's browser returning from Checkout): the membership is activated once, when a payment pays
 * the plan exactly, and flagged for the shop when it does not.
 */
export function createMembershipPayments(deps: Parameters<typeof createMembershipService>[0]) {
  const { db } = deps;
  const memberships = createMembershipService(deps);

  async function apply(membership: Membership, payment: PaymentFacts, actor: string): Promise<PaymentResult> {
    if (membership.razorpayPaymentId === payment.id) return settledResult(membership, payment.id);
    const what = `Coco Club request ${membership.number} (${membership.id})`;
    if (membership.status !== 'requested') {
      if (payment.captured) {
        await alertShop(deps, {
          what,
          paymentId: payment.id,
          reason: `The membership is ${membership.status}: this payment is one too many.`,
        });
      }
      return 'not-payable';
    }
    const verdict = checkPayment({ razorpayOrderId: membership.razorpayOrderId ?? '', amountPaise: membership.amountPaise }, payment);
    if (verdict.kind === 'not-captured') return 'not-captured';
    if (verdict.kind === 'mismatch') {
      const ours = payment.orderId !== null && payment.orderId === membership.razorpayOrderId;
      if (!(await flagPaymentMismatch(db, membership.id, ours ? payment.id : null))) {
        return settledResult(await fresh(membership), payment.id);
      }
      deps.logger.warn({ membershipId: membership.id, actor }, 'membership payment flagged');
      await alertShop(deps, { what, paymentId: payment.id, reason: verdict.reason });
      return 'mismatch';
    }
    if (await memberships.activate(membership.id, { razorpayPaymentId: payment.id })) return 'paid';
    // Lost the race (the webhook and the browser report the same payment at once): answer from what won.
    return settledResult(await fresh(membership), payment.id);
  }

  async function fresh(membership: Membership): Promise<Membership> {
    return (await findMembership(db, { id: membership.id })) ?? membership;
  }

  return {
    // record and verify: the one payment flow every payable shares (payments/payable.ts).
    ...payablePayments<Membership>(deps.payments, {
      find: (razorpayOrderId) => findMembership(db, { razorpayOrderId }),
      idOf: (membership) => membership.id,
      settledWith: (membership, paymentId) => membership.razorpayPaymentId === paymentId || membership.status === 'payment_mismatch',
      settledResult,
      apply,
    }),

    /**
     * Requests with a Razorpay order to ask Razorpay about. Memberships are never cancelled for want
     * of a payment: they can still be paid by UPI and confirmed by the shop.
     */
    unsettled(due: { openedBefore: string; abandonedBefore: string; checkedBefore: string; limit: number }) {
      return listUnsettledMemberships(db, due);
    },

    /** Razorpay was asked about the membership's payments at `at`. */
    markChecked(membershipId: string, at: string): Promise<void> {
      return markPaymentChecked(db, membershipId, at);
    },
  };
}

function settledResult(membership: Membership, paymentId: string): PaymentResult {
  if (membership.status === 'payment_mismatch') return 'mismatch';
  return membership.status === 'active' && membership.razorpayPaymentId === paymentId ? 'already-paid' : 'not-payable';
}
