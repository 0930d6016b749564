/** The body the desk sends to create or change a promotion code (`POST/PUT /api/admin/promotion-codes`). */
import { z } from 'zod';
import { ITEM_KINDS } from './catalogue.ts';
import { normalisePromotionCode, PROMOTION_CODE_PATTERN } from './promotions.ts';

const paise = (what: string) => z.number({ error: `${what} must be an amount in paise.` }).int(`${what} must be whole paise.`);
const optionalCount = (what: string) =>
  z
    .number({ error: `${what} must be a number.` })
    .int(`${what} must be a whole number.`)
    .min(1, `${what} must be at least 1.`)
    .nullable();
const instant = (what: string) => z.iso.datetime({ error: `${what} must be a date and time.`, offset: true }).nullable();

export const promotionCodeSettingsSchema = z
  .object({
    code: z
      .string({ error: 'Give the code.' })
      .transform(normalisePromotionCode)
      .pipe(z.string().regex(PROMOTION_CODE_PATTERN, 'A code has 3 to 24 letters, digits or dashes, starting with a letter or digit.')),
    description: z.string().trim().max(200, 'Keep the note under 200 characters.').default(''),
    kind: z.enum(['percent', 'amount'], { error: 'Choose a percentage or an amount off.' }),
    value: z
      .number({ error: 'Give how much the code takes off.' })
      .int('Give how much the code takes off in whole numbers.')
      .min(1, 'A code must take something off.'),
    minimumOrderPaise: paise('The minimum order').min(0, 'The minimum order cannot be negative.').default(0),
    maximumDiscountPaise: paise('The maximum discount').min(1, 'The maximum discount must be more than zero.').nullable().default(null),
    validFrom: instant('Valid from').default(null),
    validUntil: instant('Valid until').default(null),
    totalUseLimit: optionalCount('The total use limit').default(null),
    perCustomerLimit: optionalCount('The limit per customer').default(null),
    firstOrderOnly: z.boolean().default(false),
    categories: z.array(z.enum(ITEM_KINDS)).max(3).default([]),
    refs: z.array(z.string().trim().min(1).max(100)).max(200).default([]),
  })
  .refine((code) => code.kind !== 'percent' || code.value <= 100, { path: ['value'], message: 'A percentage is at most 100.' })
  .refine((code) => !code.validFrom || !code.validUntil || Date.parse(code.validFrom) < Date.parse(code.validUntil), {
    path: ['validUntil'],
    message: 'The code must end after it starts.',
  })
  .transform((code) => ({
    ...code,
    validFrom: code.validFrom && new Date(code.validFrom).toISOString(),
    validUntil: code.validUntil && new Date(code.validUntil).toISOString(),
  }));

export const pausedBody = z.object({ paused: z.boolean({ error: 'Say whether the code is paused (true or false).' }) });
