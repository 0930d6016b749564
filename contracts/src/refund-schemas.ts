/** The desk's refund lines as the API parses them (apart from refunds.ts: the desk's bundle carries no zod). */
import { z } from 'zod';

export const refundLinesSchema = z
  .array(
    z.object({
      ref: z.string().min(1).max(100),
      size: z.string().max(100).nullable(),
      quantity: z.number().int('A quantity to refund is a whole number.').min(1, 'A quantity to refund is at least 1.'),
    }),
  )
  .max(100)
  .optional();
