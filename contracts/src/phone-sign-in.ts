/**
 * Signing in with a phone number and a one-time code (issue 36): the bodies the API parses, from the
 * rules the browser checks too (fields/phone.ts, fields/code.ts).
 */
import { z } from 'zod';
import { CODE_MESSAGES, checkCode } from './fields/code.ts';
import { checkName } from './fields/name.ts';
import { checkPhone, normalisePhone } from './fields/phone.ts';

export { CODE_LENGTH, CODE_MESSAGES, checkCode, RESEND_AFTER_SECONDS } from './fields/code.ts';

const text = (message: string) => z.string({ error: message });
const checked = (check: (value: string) => string | undefined, message: string) =>
  text(message).superRefine((value, ctx) => {
    const problem = check(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const phone = checked(checkPhone, 'Phone number must be exactly 10 digits.').transform((value) => normalisePhone(value) ?? value);
const code = checked(checkCode, CODE_MESSAGES.code).transform((value) => value.replace(/\s/g, ''));

/** Asking for a code: the number, however it is written (+91, 0, spaces), kept as its 10 digits. */
export const phoneCodeRequestBody = z.strictObject({ phone });
/** The code that came back. */
export const phoneCodeVerifyBody = z.strictObject({ phone, code });
/** The name a new phone account gives itself. */
export const phoneNameBody = z.strictObject({ name: checked(checkName, 'Please enter your full name.').transform((v) => v.trim()) });
