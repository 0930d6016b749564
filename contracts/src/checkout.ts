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
/**
 * An order to be paid online and still unpaid this long is cancelled (the payment reconciler), so
 * a promotion code's use it held goes back (security review 3, F3); the email a guest gets says so.
 */
export const UNPAID_ORDER_EXPIRES_MINUTES = 30;

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
      /** The number people use (`KC-1043`): what the checkout names the order by if its payment fails. */
      number: string;
      status: 'pending';
      razorpayOrderId: string;
      amount: number;
      currency: string;
      keyId: string;
      checkoutScriptUrl: string;
      prefill: { name: string; email: string; contact: string };
    }
  | { orderId: string; status: Exclude<PaymentStatus, 'pending'> };

/**
 * What placing an order (or opening its payment again) answers a guest, besides: the key of that
 * order's own link (`/order-confirmation?order=…#key=…`), the only way to see it without an account.
 */
export type GuestOrderAccess = { orderKey?: string };

/** What Razorpay Checkout hands the browser after a payment; the browser sends it on to be verified. */
export type RazorpaySuccess = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

/**
 * Step 2 of joining Coco Club (`POST /api/memberships/payment-details`): how to pay by UPI. Nothing is
 * recorded yet: the request is made by "I've paid" (with the payment's reference) or by "Pay now".
 */
export type ClubPaymentDetails = {
  step: 2;
  plan: { name: string; cycle: string };
  amountPaise: number;
  upi: { id: string; link: string; qrCode: string };
};

/**
 * "I've paid" (`POST /api/memberships`): the request the shop now checks against its UPI account.
 * `number` is what people call it (CC-1001); `membershipId` stays its key.
 */
export type ClubUpiRequest = { membershipId: string; number: string; status: 'requested'; upiReference: string; message: string };

/** "Pay now" (`POST /api/memberships/razorpay`): the request and the Razorpay order that activates it when paid. */
export type ClubRazorpayRequest = {
  membershipId: string;
  /** What people call it: CC-1001. */
  number: string;
  razorpay: { orderId: string; amount: number; currency: string; keyId: string; checkoutScriptUrl: string };
};

/**
 * Where a Coco Club request stands (`GET /api/memberships/mine`, the account's Coco Club): a paid UPI
 * request waiting for the shop to find the payment, and the membership running now. For a signed-in
 * customer who is not a member, `saving`: what the member discount would have taken off their last
 * `orders` bought orders (null when nothing).
 */
export type ClubStanding = {
  pending: { id: string; number: string; upiReference: string | null; submittedAt: string; amountPaise: number } | null;
  active: { expiresAt: string } | null;
  saving: { orders: number; paise: number } | null;
};
