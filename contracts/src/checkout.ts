/**
 * What the browser and the API exchange to price a cart and pay for it: the limits of a cart, what
 * the API answers to open Razorpay Checkout (for an order or a Coco Club membership) and what
 * Razorpay Checkout hands back. No zod here (the cart and checkout islands import it); the bodies
 * the API parses are in checkout-schemas.ts.
 */
import type { PaymentStatus } from './order-status.ts';

/** At most this many of one item in an order: more is a bulk order, by phone. */
export const MAX_QUANTITY = 99;
/** At most this many different items in one cart. */
export const MAX_LINES = 50;

/** One cart line as the browser sends it: what and how many, never a price. */
export type CartItem = {
  ref: string | number;
  size?: string;
  quantity: number;
  /** The name the browser shows for the line: only used to word a refusal, never to price. */
  name?: string;
};

/**
 * The API's answer to "pay this order" (`POST /api/orders/create-razorpay-order`, `/orders/:id/pay`):
 * what Razorpay Checkout needs, or the order's payment status when there is nothing to pay. `amount`
 * is in paise, as Razorpay takes it.
 */
export type RazorpayCheckout =
  | {
      orderId: string;
      status: 'pending';
      razorpayOrderId: string;
      amount: number;
      currency: string;
      keyId: string;
      checkoutScriptUrl: string;
      prefill: { name: string; email: string; contact: string };
    }
  | { orderId: string; status: Exclude<PaymentStatus, 'pending'> };

/** What Razorpay Checkout hands the browser after a payment; the browser sends it on to be verified. */
export type RazorpaySuccess = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

/** Step 2 of joining Coco Club (`POST /api/memberships`): how to pay, by UPI or through Razorpay. */
export type ClubPayment = {
  membershipId: string;
  step: 2;
  plan: { name: string; cycle: string };
  amountPaise: number;
  upi: { id: string; link: string; qrCode: string };
  /** Null when Razorpay could not be reached: UPI only. */
  razorpay: { orderId: string; amount: number; currency: string; keyId: string; checkoutScriptUrl: string } | null;
};
