import { z } from 'zod';
import { formBody } from './form-body.ts';

const INVALID_REF = 'Please choose a valid product.';

/** A product reference as the site names it: 1–100 of a-z, 0-9, '-', '_' and ':'. */
export const productRef = z.string({ error: INVALID_REF }).regex(/^[a-z0-9_:-]{1,100}$/, INVALID_REF);

export const wishlistAddBody = formBody({ ref: productRef }, INVALID_REF);
export const wishlistItemParams = z.object({ ref: productRef });
