/** The bodies the API parses to price a cart, place an order and verify a payment. */
import { z } from 'zod';
import { MAX_LINES } from './checkout.ts';
import { deliveryChoiceSchema } from './delivery-schemas.ts';
import { FORM_MESSAGES } from './form-rules.ts';
import { customerDetailsSchema } from './form-schemas.ts';
import { normalisePromotionCode } from './promotions.ts';

export const EMPTY_CART = 'Cart is empty.';

/** One cart line: a number ref (the old shop's ids) is read as text. */
export const cartItemSchema = z.object({
  ref: z.union([z.string().trim().min(1).max(100), z.number().int().nonnegative().transform(String)]),
  size: z.string().trim().min(1).max(50).optional(),
  quantity: z.number(),
  name: z.string().trim().min(1).max(200).optional().catch(undefined),
});
export type CartItemInput = z.output<typeof cartItemSchema>;

export const cartItemsSchema = z
  .array(cartItemSchema, { error: 'Your cart is not readable. Please refresh the page and try again.' })
  .min(1, EMPTY_CART)
  .max(MAX_LINES, `A cart can hold at most ${MAX_LINES} different items.`);

/** A promotion code as typed: case and spaces do not matter (normalisePromotionCode); empty is no code. */
export const promotionCodeSchema = z
  .string()
  .trim()
  .max(40, 'A promotion code has at most 40 characters.')
  .transform((code) => normalisePromotionCode(code) || undefined)
  .optional();

/**
 * `POST /api/cart/quote`. `paymentMethod`: the shopper chose how to pay; with 'cod' the quote carries
 * the cash on delivery fee (anything else, or nothing, quotes an online payment).
 */
export const quoteBody = z.object(
  {
    items: cartItemsSchema,
    promotionCode: promotionCodeSchema,
    paymentMethod: z.enum(['razorpay', 'cod']).optional().catch(undefined),
  },
  { error: EMPTY_CART },
);

/**
 * `POST /api/orders/create-razorpay-order` and `/orders/cod`. `saveAddress`: a signed-in customer
 * asks for the delivery address to be kept on their account (prefilled next time).
 */
export const checkoutBody = z.object(
  {
    items: cartItemsSchema,
    customerDetails: customerDetailsSchema,
    saveAddress: z.boolean().optional(),
    promotionCode: promotionCodeSchema,
    /** The shopper ticked "Send me order updates on WhatsApp" (never pre-ticked; unticked changes nothing). */
    whatsappOptIn: z.boolean().optional(),
    /** As soon as possible, or a slot on a day; optional until the checkout asks (none: as soon as possible when offered). */
    delivery: deliveryChoiceSchema,
  },
  { error: FORM_MESSAGES.fillInOrderDetails },
);
export type CheckoutInput = z.output<typeof checkoutBody>;

/** `POST /api/orders/verify-payment` and `/memberships/verify-payment`: Razorpay Checkout's answer. */
export const razorpaySuccessSchema = z.object({
  razorpay_order_id: z.string().trim().min(1).max(64),
  razorpay_payment_id: z.string().trim().min(1).max(64),
  razorpay_signature: z.string().trim().min(1).max(256),
});
