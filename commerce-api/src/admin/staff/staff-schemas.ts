import { isEmail, normaliseEmail } from '@koolers/contracts/form-fields';
import { message } from '@koolers/contracts/messages';
import { STAFF_ROLES } from '@koolers/contracts/staff';
import { z } from 'zod';
import { formBody } from '../../customers/form-body.ts';

export const staffMessages = {
  invalidCredentials: message('invalid_credentials'),
  missingFields: 'Please fill in all fields.',
  email: 'Please enter a valid email.',
  name: 'Please enter your name.',
  password: 'Your password must be at least 12 characters.',
  passwordTooLong: 'Your password must be at most 128 characters.',
  code: 'Please enter the 6-digit code from your authenticator app, or a recovery code.',
  ownCode: 'Please enter the 6-digit code from your authenticator app.',
  link: 'This invitation link is not valid.',
} as const;

const email = z
  .string({ error: staffMessages.email })
  .max(254, staffMessages.email)
  .transform(normaliseEmail)
  .refine(isEmail, staffMessages.email);

// Staff passwords guard every customer's order: longer than a shopper's.
const newPassword = z.string({ error: staffMessages.password }).min(12, staffMessages.password).max(128, staffMessages.passwordTooLong);

/** The key of a one-time link (an invitation or a sign-in reset), from the link's fragment. */
const link = z.string({ error: staffMessages.link }).regex(/^[A-Za-z0-9_-]{43}$/, staffMessages.link);

/** A current code from the staff member's own app (the step-up before inviting, resetting, changing a password). */
const ownCode = z
  .string({ error: staffMessages.ownCode })
  .trim()
  .regex(/^\d{3}\s?\d{3}$/, staffMessages.ownCode)
  .transform((value) => value.replace(/\s/g, ''));

export const staffLoginBody = formBody(
  { email, password: z.string({ error: staffMessages.invalidCredentials }).min(1, staffMessages.missingFields).max(128) },
  staffMessages.missingFields,
);

export const linkLookupBody = formBody({ invite: link }, staffMessages.link);

export const staffRegisterBody = formBody(
  {
    invite: link,
    name: z.string({ error: staffMessages.name }).trim().min(1, staffMessages.name).max(100, 'Your name must be at most 100 characters.'),
    email,
    password: newPassword,
  },
  staffMessages.missingFields,
);

export const resetSignInBody = formBody({ invite: link, email, password: newPassword }, staffMessages.missingFields);

export const codeBody = formBody(
  {
    code: z.string().trim().max(20).optional(),
    recoveryCode: z.string().trim().max(40).optional(),
  },
  staffMessages.code,
).refine((body) => !!body.code !== !!body.recoveryCode, staffMessages.code);

export const inviteBody = formBody(
  { email, role: z.enum(STAFF_ROLES, { error: 'The role must be owner or staff.' }), code: ownCode },
  staffMessages.missingFields,
);

export const signInResetBody = formBody({ code: ownCode }, staffMessages.ownCode);

export const passwordChangeBody = formBody(
  {
    currentPassword: z.string({ error: 'Please enter your current password.' }).min(1, 'Please enter your current password.').max(128),
    code: ownCode,
    newPassword,
  },
  staffMessages.missingFields,
);

export type StaffLoginInput = z.output<typeof staffLoginBody>;
export type StaffRegisterInput = z.output<typeof staffRegisterBody>;
export type ResetSignInInput = z.output<typeof resetSignInBody>;
export type CodeInput = z.output<typeof codeBody>;
export type PasswordChangeInput = z.output<typeof passwordChangeBody>;
