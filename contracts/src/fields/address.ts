/** A delivery address: required, at most 500 characters, kept trimmed. */
import type { FieldCheck } from './field-check.ts';

export const ADDRESS_MESSAGES = {
  address: 'Please enter your delivery address.',
  addressTooLong: 'Your address must be at most 500 characters.',
} as const;

export const ADDRESS_MAX = 500;

export const checkAddress: FieldCheck = (value) => {
  const address = value.trim();
  if (!address) return ADDRESS_MESSAGES.address;
  return address.length > ADDRESS_MAX ? ADDRESS_MESSAGES.addressTooLong : undefined;
};
