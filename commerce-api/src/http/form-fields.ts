import { z } from 'zod';

/** A required, trimmed text field: blank answers `missingMessage`, too long says the limit. */
export const requiredText = (max: number, missingMessage: string) =>
  z.string({ error: missingMessage }).trim().min(1, missingMessage).max(max, `Please keep this under ${max} characters.`);

/** An Indian mobile number: spaces, dashes and a +91 prefix allowed; stored as its 10 digits. */
export const indianPhone = (missingMessage: string) =>
  requiredText(20, missingMessage).transform((phone, ctx) => {
    const digits = phone.replace(/[\s-]/g, '').replace(/^\+91/, '');
    if (!/^\d{10}$/.test(digits)) ctx.addIssue({ code: 'custom', message: 'Phone number must be exactly 10 digits.' });
    return digits;
  });

/** A 6-digit Indian PIN code (never starting with 0). */
export const pincode = z
  .string()
  .trim()
  .regex(/^[1-9]\d{5}$/, 'Pincode must be exactly 6 digits.');
