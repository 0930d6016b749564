import type { GatewayPayment } from './razorpay-gateway.ts';

/** What Razorpay itself says about a payment: fetched from its API, or in a webhook it signed. */
export type PaymentFacts = Pick<GatewayPayment, 'id' | 'orderId' | 'amountPaise' | 'currency' | 'captured'>;

/** What a payment must be to pay something of ours: its Razorpay order and its amount in paise. */
export type Due = { razorpayOrderId: string; amountPaise: number };

/**
 * What recording a payment did to what it pays (an order or a Coco Club membership):
 * - paid: this call recorded the payment; already-paid: it was recorded before;
 * - mismatch: the payment does not pay what is due, and it is flagged for the shop;
 * - not-captured: the bank authorised it but Razorpay has not taken the money yet (the webhook or
 *   the reconciler records it once captured);
 * - not-payable: nothing to pay (closed, or paid by another payment: the shop is told to refund).
 */
export type PaymentResult = 'paid' | 'already-paid' | 'mismatch' | 'not-captured' | 'not-payable';

/** The browser's signed checkout response: which payment it says paid which Razorpay order. */
export type SignedPayment = { razorpayOrderId: string; paymentId: string };

export type PaymentVerdict = { kind: 'pays' } | { kind: 'not-captured' } | { kind: 'mismatch'; reason: string };

/**
 * Whether a payment pays exactly what is due. A signed checkout response only proves that Razorpay
 * issued that pair of ids; the payment itself must be for this Razorpay order, in rupees, of the full
 * amount, and captured (money taken, not only authorised by the bank).
 */
export function checkPayment(due: Due, payment: PaymentFacts): PaymentVerdict {
  if (payment.orderId !== due.razorpayOrderId) {
    return {
      kind: 'mismatch',
      reason: `Payment ${payment.id} is for ${payment.orderId ?? 'no Razorpay order'}, not ${due.razorpayOrderId}`,
    };
  }
  if (payment.currency !== 'INR') {
    return { kind: 'mismatch', reason: `Payment ${payment.id} is in ${payment.currency}, not INR` };
  }
  if (payment.amountPaise !== due.amountPaise) {
    return { kind: 'mismatch', reason: `Payment ${payment.id} paid ${payment.amountPaise} paise, ${due.amountPaise} were due` };
  }
  return payment.captured ? { kind: 'pays' } : { kind: 'not-captured' };
}
