/**
 * A UPI payment's reference: the 12-digit number (UTR, "UPI Ref No.") every UPI app shows for a
 * payment. Staff find the payment in the shop's UPI account by it.
 */
import type { FieldCheck } from './field-check.ts';

export const UPI_REFERENCE_MESSAGES = {
  upiReference: 'Please enter the 12-digit UPI reference (UTR) of your payment.',
} as const;

/** Longer than this is not a UTR, however it is spaced. */
const UPI_REFERENCE_MAX = 30;

/** "1234 5678 9012" and "1234-5678-9012" are 123456789012; undefined when it is not 12 digits. */
export function normaliseUpiReference(value: string): string | undefined {
  if (value.length > UPI_REFERENCE_MAX) return undefined;
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{12}$/.test(digits) ? digits : undefined;
}

export const checkUpiReference: FieldCheck = (value) =>
  normaliseUpiReference(value) === undefined ? UPI_REFERENCE_MESSAGES.upiReference : undefined;
