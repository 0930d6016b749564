import { z } from 'zod';
import { formBody } from './form-body.ts';

/** "Contains @ and a dot" (the spec), read strictly enough to be deliverable. */
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const messages = {
  name: 'Please enter your full name.',
  nameTooLong: 'Your name must be at most 100 characters.',
  registerEmail: 'Invalid email format.',
  loginEmail: 'Please enter a valid email.',
  phone: 'Phone number must be exactly 10 digits.',
  password: 'Password must be at least 9 characters.',
  passwordTooLong: 'Password must be at most 128 characters.',
  passwordsDiffer: 'Passwords do not match.',
  address: 'Please enter your delivery address.',
  addressTooLong: 'Your address must be at most 500 characters.',
  pincode: 'Pincode must be exactly 6 digits.',
  pincodeLeadingZero: 'Please enter a valid pincode: Indian pincodes do not start with 0.',
  missingFields: 'Please fill in all fields.',
  currentPassword: 'Please enter your current password.',
  resetLink: 'This password reset link is invalid, used or expired. Please ask for a new one.',
} as const;

/** Trimmed and lower-cased: one account per address, whatever the case or surrounding spaces. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function email(message: string) {
  return z
    .string({ error: message })
    .max(254, message)
    .transform(normaliseEmail)
    .refine((value) => EMAIL_FORMAT.test(value), message);
}

const phone = z
  .string({ error: messages.phone })
  .trim()
  .regex(/^\d{10}$/, messages.phone);

function password(message: string) {
  return z.string({ error: message }).min(9, message).max(128, messages.passwordTooLong);
}

export const registerBody = formBody(
  {
    name: z.string({ error: messages.name }).trim().min(1, messages.name).max(100, messages.nameTooLong),
    email: email(messages.registerEmail),
    phoneNumber: phone,
    password: password(messages.password),
    confirmPassword: z.string({ error: messages.passwordsDiffer }),
  },
  messages.missingFields,
).refine((body) => body.password === body.confirmPassword, messages.passwordsDiffer);

export const loginBody = formBody({ email: email(messages.loginEmail), password: password(messages.password) }, messages.missingFields);

export const profileBody = formBody(
  {
    phone,
    address: z.string({ error: messages.address }).trim().min(1, messages.address).max(500, messages.addressTooLong),
    pincode: z
      .string({ error: messages.pincode })
      .trim()
      .regex(/^\d{6}$/, messages.pincode)
      .regex(/^[1-9]/, messages.pincodeLeadingZero),
  },
  messages.missingFields,
);

const newPassword = { password: password(messages.password), confirmPassword: z.string({ error: messages.passwordsDiffer }) };
const sameTwice = (body: { password: string; confirmPassword: string }) => body.password === body.confirmPassword;

export const forgotPasswordBody = formBody({ email: email(messages.loginEmail) }, messages.missingFields);

/** The token from the emailed link: 32 random bytes, base64url (43 characters). */
export const resetPasswordBody = formBody(
  { token: z.string({ error: messages.resetLink }).regex(/^[A-Za-z0-9_-]{43}$/, messages.resetLink), ...newPassword },
  messages.missingFields,
).refine(sameTwice, messages.passwordsDiffer);

export const changePasswordBody = formBody(
  {
    currentPassword: z.string({ error: messages.currentPassword }).min(1, messages.currentPassword).max(128, messages.currentPassword),
    ...newPassword,
  },
  messages.missingFields,
).refine(sameTwice, messages.passwordsDiffer);

/** Deleting the account is confirmed with the password. */
export const confirmWithPasswordBody = formBody(
  { password: z.string({ error: messages.currentPassword }).min(1, messages.currentPassword).max(128, messages.currentPassword) },
  messages.missingFields,
);

export type RegisterInput = z.output<typeof registerBody>;
export type LoginInput = z.output<typeof loginBody>;
export type ProfileInput = z.output<typeof profileBody>;
export type ResetPasswordInput = z.output<typeof resetPasswordBody>;
export type ChangePasswordInput = z.output<typeof changePasswordBody>;
