/** A 6-digit Indian PIN code: they never start with 0. */
import type { FieldCheck } from './field-check.ts';

export const PINCODE_MESSAGES = {
  pincode: 'Pincode must be exactly 6 digits.',
  pincodeLeadingZero: 'Please enter a valid pincode: Indian pincodes do not start with 0.',
} as const;

export function isPincode(value: string): boolean {
  return /^[1-9]\d{5}$/.test(value.trim());
}

export const checkPincode: FieldCheck = (value) => {
  const pincode = value.trim();
  if (!/^\d{6}$/.test(pincode)) return PINCODE_MESSAGES.pincode;
  return isPincode(pincode) ? undefined : PINCODE_MESSAGES.pincodeLeadingZero;
};
