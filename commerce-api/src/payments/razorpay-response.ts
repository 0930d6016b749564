import { razorpaySuccessSchema } from '@koolers/contracts/checkout-schemas';
import type { SentenceKey } from '@koolers/contracts/messages';
import { appError, wordedError } from '../http/app-error.ts';
import type { PaymentResult, SignedPayment } from './payment-check.ts';
import { GatewayUnavailableError, type RazorpayGateway } from './razorpay-gateway.ts';

/**
 * What Razorpay Checkout hands the browser after a payment, accepted only when its signature is
 * ours (HMAC with the key secret, compared in constant time). Any failure answers the `failure`
 * sentence, in the request's language.
 */
export function signedRazorpayResponse(payments: RazorpayGateway, body: unknown, failure: SentenceKey): SignedPayment {
  const parsed = razorpaySuccessSchema.safeParse(body);
  if (!parsed.success) throw wordedError('invalid_request', failure, 400);
  const response = parsed.data;
  const signed = payments.isPaymentSignatureValid({
    orderId: response.razorpay_order_id,
    paymentId: response.razorpay_payment_id,
    signature: response.razorpay_signature,
  });
  if (!signed) throw wordedError('bad_signature', failure, 400);
  return { razorpayOrderId: response.razorpay_order_id, paymentId: response.razorpay_payment_id };
}

/** Why a verified checkout response did not pay: 409 with a message the shopper can act on. */
export function paymentRefusal(result: Exclude<PaymentResult, 'paid' | 'already-paid'>, failure: SentenceKey) {
  if (result === 'not-captured') return appError('payment_pending', 409);
  return wordedError(result === 'mismatch' ? 'payment_mismatch' : 'not_payable', failure, 409);
}

/** For `.catch()`: Razorpay could not be asked about the payment, so nothing was decided: 502, try again. */
export function gatewayUnavailable(failure: SentenceKey) {
  return (error: unknown): never => {
    if (error instanceof GatewayUnavailableError) throw wordedError('payment_unavailable', failure, 502);
    throw error;
  };
}
