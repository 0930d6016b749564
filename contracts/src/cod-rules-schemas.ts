/** The body the desk sends to replace the COD rules (`PUT /api/admin/cod-rules`). */
import { z } from 'zod';
import { COD_CONFIRMATION_POLICIES, type CodRules, DEFAULT_CALL_AFTER_MINUTES } from './cod-rules.ts';
import { normalisePhone } from './fields/phone.ts';

/** A COD fee or ceiling above this is surely a typo (₹1,00,000). */
const MAX_PAISE = 10_000_000;
const paise = (what: string) =>
  z
    .number({ error: `${what} must be an amount in paise.` })
    .int(`${what} must be whole paise.`)
    .min(0, `${what} cannot be negative.`)
    .max(MAX_PAISE, `${what} is too large.`);

/** `PUT /api/admin/cod-rules`: the whole set of rules, with the version it was read at. */
export const codRulesBody = z
  .object({
    version: z.number({ error: 'Reload the rules and try again.' }).int().min(0),
    pincodesOff: z
      .array(
        z
          .string()
          .trim()
          .regex(/^[1-9]\d{5}$/, 'A pincode has 6 digits.'),
        { error: 'List pincodes as 6 digits each.' },
      )
      .max(500)
      .default([]),
    ceilingPaise: paise('The COD ceiling').min(1, 'The COD ceiling must be more than zero, or left empty.').nullable().default(null),
    feePaise: paise('The COD fee').default(0),
    blockedPhones: z
      .array(
        z
          .string()
          .trim()
          .transform((phone, ctx) => {
            const digits = normalisePhone(phone);
            if (!digits) ctx.addIssue({ code: 'custom', message: `“${phone.slice(0, 30)}” is not a 10-digit phone number.` });
            return digits ?? phone;
          }),
        { error: 'List phone numbers, one each.' },
      )
      .max(5_000)
      .default([]),
    confirmation: z
      .object({
        policy: z.enum(COD_CONFIRMATION_POLICIES, { error: 'Choose which COD orders must be confirmed.' }),
        abovePaise: paise('The amount').nullable().default(null),
        callAfterMinutes: z
          .number({ error: 'The call window must be a number of minutes.' })
          .int('The call window must be whole minutes.')
          .min(1, 'The call window must be at least 1 minute.')
          .max(24 * 60, 'The call window must be at most 24 hours (1440 minutes).')
          .default(DEFAULT_CALL_AFTER_MINUTES),
      })
      .default({ policy: 'never', abovePaise: null, callAfterMinutes: DEFAULT_CALL_AFTER_MINUTES }),
  })
  .refine((rules) => rules.confirmation.policy !== 'above-amount' || rules.confirmation.abovePaise !== null, {
    path: ['confirmation', 'abovePaise'],
    message: 'Give the amount above which COD orders must be confirmed.',
  })
  .transform(({ version, ...rules }) => ({
    version,
    rules: {
      ...rules,
      pincodesOff: [...new Set(rules.pincodesOff)].sort(),
      blockedPhones: [...new Set(rules.blockedPhones)].sort(),
      confirmation: {
        policy: rules.confirmation.policy,
        abovePaise: rules.confirmation.policy === 'above-amount' ? rules.confirmation.abovePaise : null,
        callAfterMinutes: rules.confirmation.callAfterMinutes,
      },
    } satisfies CodRules,
  }));
