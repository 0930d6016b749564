import { razorpaySuccessSchema } from '@koolers/contracts/checkout-schemas';
import { AppError, appError } from '../http/app-error.ts';
import { parse } from '../http/validate.ts';
import type { PaymentResult, SignedPayment } from './payment-check.ts';
import { GatewayUnavailableError, type RazorpayGateway } from './razorpay-gateway.ts';

/**
 * What Razorpay Checkout hands the browser after a payment, accepted only when its signature is
 * ours (HMAC with the key secret, compared in constant time). Any failure answers `failureMessage`.
 */
export function signedRazorpayResponse(payments: RazorpayGateway, body: unknown, failureMessage: string): SignedPayment {
  const response = parse(razorpaySuccessSchema, body, failureMessage);
  const signed = payments.isPaymentSignatureValid({
    orderId: response.razorpay_order_id,
    paymentId: response.razorpay_payment_id,
    signature: response.razorpay_signature,
  });
  if (!signed) throw new AppError('bad_signature', failureMessage, 400);
  return { razorpayOrderId: response.razorpay_order_id, paymentId: response.razorpay_payment_id };
}

/** Why a verified checkout response did not pay: 409 with a message the shopper can act on. */
export function paymentRefusal(result: Exclude<PaymentResult, 'paid' | 'already-paid'>, failureMessage: string): AppError {
  if (result === 'not-captured') return appError('payment_pending', 409);
  if (result === 'mismatch') return new AppError('payment_mismatch', failureMessage, 409);
  return new AppError('not_payable', failureMessage, 409);
}

/** For `.catch()`: Razorpay could not be asked about the payment, so nothing was decided: 502, try again. */
export function gatewayUnavailable(message: string) {
  return (error: unknown): never => {
    if (error instanceof GatewayUnavailableError) throw new AppError('payment_unavailable', message, 502);
    throw error;
  };
}
