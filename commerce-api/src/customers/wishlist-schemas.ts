import { z } from 'zod';
import { formBody } from './form-body.ts';

const INVALID_REF = 'Please choose a valid product.';

/** A product reference as the site names it: 1–100 of a-z, 0-9, '-', '_' and ':'. */
export const productRef = z.string({ error: INVALID_REF }).regex(/^[a-z0-9_:-]{1,100}$/, INVALID_REF);

export const wishlistAddBody = formBody({ ref: productRef }, INVALID_REF);
export const wishlistItemParams = z.object({ ref: productRef });

/** The hearts a visitor set in this browser before logging in, merged into the account's list. */
export const wishlistMergeBody = formBody(
  {
    refs: z
      .array(productRef, { error: 'Please send the wishlist as a list of products.' })
      .max(200, 'At most 200 products can be merged at once.'),
  },
  'Please send the wishlist as a list of products.',
);
