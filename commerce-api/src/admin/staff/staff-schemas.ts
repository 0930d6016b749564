import { isEmail } from '@koolers/contracts/form-fields';
import { z } from 'zod';
import { normaliseEmail } from '../../customers/customer-schemas.ts';
import { formBody } from '../../customers/form-body.ts';

export const staffMessages = {
  invalidCredentials: 'Invalid credentials',
  missingFields: 'Please fill in all fields.',
  email: 'Please enter a valid email.',
  name: 'Please enter your name.',
  password: 'Your password must be at least 12 characters.',
  passwordTooLong: 'Your password must be at most 128 characters.',
  code: 'Please enter the 6-digit code from your authenticator app, or a recovery code.',
} as const;

const email = z
  .string({ error: staffMessages.email })
  .max(254, staffMessages.email)
  .transform(normaliseEmail)
  .refine(isEmail, staffMessages.email);

export const staffLoginBody = formBody(
  { email, password: z.string({ error: staffMessages.invalidCredentials }).min(1, staffMessages.missingFields).max(128) },
  staffMessages.missingFields,
);

export const staffRegisterBody = formBody(
  {
    invite: z.string({ error: 'This invitation link is not valid.' }).regex(/^[A-Za-z0-9_-]{43}$/, 'This invitation link is not valid.'),
    name: z.string({ error: staffMessages.name }).trim().min(1, staffMessages.name).max(100, 'Your name must be at most 100 characters.'),
    email,
    // Staff passwords guard every customer's order: longer than a shopper's.
    password: z.string({ error: staffMessages.password }).min(12, staffMessages.password).max(128, staffMessages.passwordTooLong),
  },
  staffMessages.missingFields,
);

export const codeBody = formBody(
  {
    code: z.string().trim().max(20).optional(),
    recoveryCode: z.string().trim().max(40).optional(),
  },
  staffMessages.code,
).refine((body) => !!body.code !== !!body.recoveryCode, staffMessages.code);

export const inviteBody = formBody(
  { email, role: z.enum(['owner', 'staff'], { error: 'The role must be owner or staff.' }) },
  staffMessages.missingFields,
);

export type StaffLoginInput = z.output<typeof staffLoginBody>;
export type StaffRegisterInput = z.output<typeof staffRegisterBody>;
export type CodeInput = z.output<typeof codeBody>;
