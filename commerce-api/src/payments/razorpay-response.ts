import { z } from 'zod';
import { AppError } from '../http/app-error.ts';
import { parse } from '../http/validate.ts';
import type { RazorpayGateway } from './razorpay-gateway.ts';

const razorpayResponseSchema = z.object({
  razorpay_order_id: z.string().trim().min(1).max(64),
  razorpay_payment_id: z.string().trim().min(1).max(64),
  razorpay_signature: z.string().trim().min(1).max(256),
});

/**
 * What Razorpay Checkout hands the browser after a payment, accepted only when its signature is
 * ours (HMAC with the key secret, compared in constant time). Any failure answers `failureMessage`.
 */
export function signedRazorpayResponse(payments: RazorpayGateway, body: unknown, failureMessage: string) {
  const response = parse(razorpayResponseSchema, body, failureMessage);
  const signed = payments.isPaymentSignatureValid({
    orderId: response.razorpay_order_id,
    paymentId: response.razorpay_payment_id,
    signature: response.razorpay_signature,
  });
  if (!signed) throw new AppError('bad_signature', failureMessage, 400);
  return { razorpayOrderId: response.razorpay_order_id, paymentId: response.razorpay_payment_id };
}
