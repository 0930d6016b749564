/**
 * The field rules of the specs, with their messages verbatim, shared by every form island. The API
 * checks the same rules again; these only spare the shopper a round trip.
 */
export const messages = {
  loginEmail: 'Please enter a valid email.',
  registerEmail: 'Invalid email format.',
  password: 'Password must be at least 9 characters.',
  passwordsDiffer: 'Passwords do not match.',
  phone: 'Phone number must be exactly 10 digits.',
  name: 'Please enter your full name.',
  pincode: 'Pincode must be exactly 6 digits.',
  address: 'Please enter your delivery address.',
} as const;

/** "Contains @ and a dot", read strictly enough to be deliverable (the API's own rule). */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

export function isPassword(value: string): boolean {
  return value.length >= 9;
}

/** An Indian mobile number: 10 digits, spaces, dashes and a +91 prefix allowed. */
export function isPhone(value: string): boolean {
  return /^\d{10}$/.test(value.replace(/[\s-]/g, '').replace(/^\+91/, ''));
}

/** A 6-digit Indian PIN code (they never start with 0). */
export function isPincode(value: string): boolean {
  return /^[1-9]\d{5}$/.test(value.trim());
}

/** A same-site path to return to after signing in (`/checkout/step2`), never another site. */
export function safeReturnPath(value: string | null | undefined, fallback: string): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
