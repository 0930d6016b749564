import type { PaymentFacts, PaymentResult, SignedPayment } from './payment-check.ts';
import { GatewayRejectedError, type RazorpayGateway } from './razorpay-gateway.ts';

/** A payment recorded against something payable (an order, a membership): which one, and what it did. */
export type PaymentOutcome = { id: string; result: PaymentResult };

/**
 * What a payable tells the one payment flow. Each payable keeps its own rules (what it costs, what
 * paying it does, how a mismatch is flagged) in `apply`; finding it by its Razorpay order and
 * answering a payment it has already settled are the same for all.
 */
export type Payable<T> = {
  find(razorpayOrderId: string): Promise<T | undefined>;
  idOf(payable: T): string;
  /** Settled for good with this payment (recorded, or flagged as a mismatch): answered from the database. */
  settledWith(payable: T, paymentId: string): boolean;
  /** The answer for a payment once the payable has moved on (the race was lost, or the call repeats). */
  settledResult(payable: T, paymentId: string): PaymentResult;
  /** Records Razorpay's facts about a payment against it, once, whoever reports it. */
  apply(payable: T, payment: PaymentFacts, actor: string): Promise<PaymentResult>;
};

/**
 * Razorpay's word on a payment (its webhook, the reconciler) and the browser's signed checkout
 * response, for any payable: a third one (a gift card, a renewal) is a `Payable`, not a third copy
 * of this flow (architecture review 2026-11-29, change 8).
 */
export function payablePayments<T>(gateway: Pick<RazorpayGateway, 'fetchPayment'>, payable: Payable<T>) {
  return {
    /** Records Razorpay's own word on a payment against the payable of its Razorpay order; undefined when that is none of these. */
    async record(payment: PaymentFacts & { orderId: string }, actor: string): Promise<PaymentOutcome | undefined> {
      const found = await payable.find(payment.orderId);
      return found && { id: payable.idOf(found), result: await payable.apply(found, payment, actor) };
    },

    /**
     * The browser's signed checkout response. A payable already settled is answered from the
     * database; otherwise the payment is fetched from Razorpay and checked before it counts. Throws
     * GatewayUnavailableError when Razorpay cannot be asked (nothing changes).
     */
    async verify(signed: SignedPayment): Promise<PaymentOutcome | undefined> {
      const found = await payable.find(signed.razorpayOrderId);
      if (!found) return undefined;
      const id = payable.idOf(found);
      if (payable.settledWith(found, signed.paymentId)) return { id, result: payable.settledResult(found, signed.paymentId) };
      let payment: PaymentFacts;
      try {
        payment = await gateway.fetchPayment(signed.paymentId);
      } catch (error) {
        if (error instanceof GatewayRejectedError) return { id, result: 'not-payable' };
        throw error;
      }
      return { id, result: await payable.apply(found, payment, 'payment-verify') };
    },
  };
}
