/**
 * Signing in with a phone number and a one-time code (issue 36): the rules the browser and the API
 * both check, and what each says.
 */
import { z } from 'zod';
import { checkName } from './fields/name.ts';
import { checkPhone, normalisePhone } from './fields/phone.ts';

export const CODE_LENGTH = 6;
/** A new code may be asked for this long after the last one. */
export const RESEND_AFTER_SECONDS = 30;

export const PHONE_SIGN_IN_MESSAGES = {
  code: 'Enter the 6-digit code we sent you.',
  codeSent: 'We sent a code to this number by WhatsApp, or SMS if WhatsApp does not reach it.',
} as const;

/** Six digits; spaces (a pasted "123 456") do not count. */
export function checkCode(value: string): string | undefined {
  return /^\d{6}$/.test(value.replace(/\s/g, '')) ? undefined : PHONE_SIGN_IN_MESSAGES.code;
}

const text = (message: string) => z.string({ error: message });
const checked = (check: (value: string) => string | undefined, message: string) =>
  text(message).superRefine((value, ctx) => {
    const problem = check(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const phone = checked(checkPhone, 'Phone number must be exactly 10 digits.').transform((value) => normalisePhone(value) ?? value);
const code = checked(checkCode, PHONE_SIGN_IN_MESSAGES.code).transform((value) => value.replace(/\s/g, ''));

/** Asking for a code: the number, however it is written (+91, 0, spaces), kept as its 10 digits. */
export const phoneCodeRequestBody = z.strictObject({ phone });
/** The code that came back. */
export const phoneCodeVerifyBody = z.strictObject({ phone, code });
/** The name a new phone account gives itself. */
export const phoneNameBody = z.strictObject({ name: checked(checkName, 'Please enter your full name.').transform((v) => v.trim()) });
