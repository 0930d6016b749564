/** An Indian phone number, however people write it, kept as its 10 digits. */
import type { FieldCheck } from './field-check.ts';

export const PHONE_MESSAGES = {
  phone: 'Phone number must be exactly 10 digits.',
  contactNumber: 'Please enter a valid 10-digit contact number.',
} as const;

/** Longer than this is not a phone number, however it is spaced. */
const PHONE_MAX = 30;

/**
 * "98200 12345", "+91 98200 12345", "+91-98200-12345", "919820012345", "09820012345" are all
 * 9820012345. Undefined when it is not 10 digits once spaces, dashes and a +91, 91 or 0 in front are
 * taken away.
 */
export function normalisePhone(value: string): string | undefined {
  if (value.length > PHONE_MAX) return undefined;
  return /^(?:\+?91|0)?(\d{10})$/.exec(value.replace(/[\s-]/g, ''))?.[1];
}

export function isPhone(value: string): boolean {
  return normalisePhone(value) !== undefined;
}

export const checkPhone: FieldCheck = (value) => (isPhone(value) ? undefined : PHONE_MESSAGES.phone);

/**
 * A phone number as the shopper reads it wherever it is shown back to them: "+91 98200 12345",
 * however it was typed or stored. Anything that is not an Indian number is shown as given.
 */
export function formatPhone(value: string): string {
  const digits = normalisePhone(value);
  return digits ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : value;
}
