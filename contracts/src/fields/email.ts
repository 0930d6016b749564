/** An email address: "contains @ and a dot" (the specs), read strictly enough to be deliverable. */
import type { FieldCheck } from './field-check.ts';

export const EMAIL_MESSAGES = {
  loginEmail: 'Please enter a valid email.',
  registerEmail: 'Invalid email format.',
} as const;

/** The longest address mail servers keep. */
export const EMAIL_MAX = 254;

/** Trimmed and lower-cased: one account per address, whatever the case or surrounding spaces. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

/** Each form words a wrong email its own way (`EMAIL_MESSAGES`). */
export const checkEmail =
  (message: string): FieldCheck =>
  (value) =>
    isEmail(value) ? undefined : message;
