/** A customer's password: a new one, its confirmation, and the one they already have. */
import type { FieldCheck } from './field-check.ts';

export const PASSWORD_MESSAGES = {
  password: 'Password must be at least 9 characters.',
  passwordTooLong: 'Password must be at most 128 characters.',
  passwordsDiffer: 'Passwords do not match.',
  currentPassword: 'Please enter your current password.',
} as const;

export const PASSWORD_MIN = 9;
/** Hashing a longer one is a cost anyone could impose. */
export const PASSWORD_MAX = 128;

export const checkPassword: FieldCheck = (value) => {
  if (value.length < PASSWORD_MIN) return PASSWORD_MESSAGES.password;
  return value.length > PASSWORD_MAX ? PASSWORD_MESSAGES.passwordTooLong : undefined;
};

/** The password one already has, to confirm who is asking: only that it was typed. */
export const checkCurrentPassword: FieldCheck = (value) =>
  value.length > 0 && value.length <= PASSWORD_MAX ? undefined : PASSWORD_MESSAGES.currentPassword;

/** A confirmation equals the password typed above it. */
export const checkSameAsPassword = (value: string, values: { password: string }): string | undefined =>
  value === values.password ? undefined : PASSWORD_MESSAGES.passwordsDiffer;
