/**
 * The fields people type into the shop's forms: their rules, their messages (the specs' own words,
 * verbatim) and how a value is stored. Plain functions without zod, so the browser can check a field
 * as it is typed; the API's schemas (form-schemas.ts) are built on the same functions, so both
 * accept and refuse the same input with the same words.
 */

export const FIELD_MESSAGES = {
  name: 'Please enter your full name.',
  nameTooLong: 'Your name must be at most 100 characters.',
  loginEmail: 'Please enter a valid email.',
  registerEmail: 'Invalid email format.',
  phone: 'Phone number must be exactly 10 digits.',
  contactNumber: 'Please enter a valid 10-digit contact number.',
  pincode: 'Pincode must be exactly 6 digits.',
  pincodeLeadingZero: 'Please enter a valid pincode: Indian pincodes do not start with 0.',
  password: 'Password must be at least 9 characters.',
  passwordTooLong: 'Password must be at most 128 characters.',
  passwordsDiffer: 'Passwords do not match.',
  currentPassword: 'Please enter your current password.',
  address: 'Please enter your delivery address.',
  addressTooLong: 'Your address must be at most 500 characters.',
} as const;

/** The longest value each field takes (an email's limit is the one mail servers keep). */
export const FIELD_LIMITS = { name: 100, email: 254, address: 500, passwordMin: 9, passwordMax: 128, phone: 30 } as const;

/** A field's rule: the message to show, or undefined when the value is fine. */
export type FieldCheck = (value: string) => string | undefined;

/** Trimmed and lower-cased: one account per address, whatever the case or surrounding spaces. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** "Contains @ and a dot" (the specs), read strictly enough to be deliverable. */
export function isEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= FIELD_LIMITS.email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

/**
 * An Indian phone number however people write it: "98200 12345", "+91 98200 12345",
 * "+91-98200-12345", "919820012345", "09820012345" are all 9820012345. Undefined when it is not 10
 * digits once spaces, dashes and a +91, 91 or 0 in front are taken away.
 */
export function normalisePhone(value: string): string | undefined {
  if (value.length > FIELD_LIMITS.phone) return undefined;
  return /^(?:\+?91|0)?(\d{10})$/.exec(value.replace(/[\s-]/g, ''))?.[1];
}

export function isPhone(value: string): boolean {
  return normalisePhone(value) !== undefined;
}

/** A 6-digit Indian PIN code: they never start with 0. */
export function isPincode(value: string): boolean {
  return /^[1-9]\d{5}$/.test(value.trim());
}

export const checkName: FieldCheck = (value) => {
  const name = value.trim();
  if (!name) return FIELD_MESSAGES.name;
  return name.length > FIELD_LIMITS.name ? FIELD_MESSAGES.nameTooLong : undefined;
};

export const checkEmail =
  (message: string): FieldCheck =>
  (value) =>
    isEmail(value) ? undefined : message;

export const checkPhone: FieldCheck = (value) => (isPhone(value) ? undefined : FIELD_MESSAGES.phone);

export const checkPincode: FieldCheck = (value) => {
  const pincode = value.trim();
  if (!/^\d{6}$/.test(pincode)) return FIELD_MESSAGES.pincode;
  return isPincode(pincode) ? undefined : FIELD_MESSAGES.pincodeLeadingZero;
};

export const checkAddress: FieldCheck = (value) => {
  const address = value.trim();
  if (!address) return FIELD_MESSAGES.address;
  return address.length > FIELD_LIMITS.address ? FIELD_MESSAGES.addressTooLong : undefined;
};

/** A new password: at least 9 characters (the specs), at most 128 (hashing a longer one is a cost anyone could impose). */
export const checkPassword: FieldCheck = (value) => {
  if (value.length < FIELD_LIMITS.passwordMin) return FIELD_MESSAGES.password;
  return value.length > FIELD_LIMITS.passwordMax ? FIELD_MESSAGES.passwordTooLong : undefined;
};

/** The password one already has, to confirm who is asking: only that it was typed. */
export const checkCurrentPassword: FieldCheck = (value) =>
  value.length > 0 && value.length <= FIELD_LIMITS.passwordMax ? undefined : FIELD_MESSAGES.currentPassword;
