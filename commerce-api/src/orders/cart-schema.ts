import { z } from 'zod';

export const MAX_LINES = 50;
export const MAX_QUANTITY = 99;

/** One cart line as the browser sends it: what and how many, never a price. */
export const cartItemSchema = z.object({
  ref: z.union([z.string().trim().min(1).max(100), z.number().int().nonnegative().transform(String)]),
  size: z.string().trim().min(1).max(50).optional(),
  quantity: z.number(),
  /** The name the browser shows for the line: only used to word a refusal, never to price. */
  name: z.string().trim().min(1).max(200).optional().catch(undefined),
});

export const cartItemsSchema = z
  .array(cartItemSchema, { error: 'Your cart is not readable. Please refresh the page and try again.' })
  .min(1, 'Cart is empty.')
  .max(MAX_LINES, `A cart can hold at most ${MAX_LINES} different items.`);

export type CartItemInput = z.infer<typeof cartItemSchema>;
