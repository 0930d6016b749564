import { z } from 'zod';
import { formBody } from '../customers/form-body.ts';

export const messages = {
  missingFields: 'Please fill in all fields.',
  email: 'Please enter a valid email.',
  contact: 'Please enter a valid 10-digit contact number.',
  nameTooLong: 'Your name must be at most 100 characters.',
  messageTooLong: 'Your message must be at most 2000 characters.',
} as const;

/** Required text: missing, not text, or only spaces all read "Please fill in all fields." */
function required(max: number, tooLong: string) {
  return z.string({ error: messages.missingFields }).trim().min(1, messages.missingFields).max(max, tooLong);
}

/** "+91 98765 43210", "098765-43210" and "9876543210" are one number: stored as its 10 digits. */
export function normaliseContactNumber(raw: string): string | undefined {
  return /^(?:\+?91|0)?(\d{10})$/.exec(raw.replace(/[\s-]/g, ''))?.[1];
}

export const contactBody = formBody(
  {
    name: required(100, messages.nameTooLong),
    email: required(254, messages.email).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, messages.email),
    contact: required(30, messages.contact)
      .transform(normaliseContactNumber)
      .refine((value) => value !== undefined, messages.contact)
      .transform((value) => value as string),
    message: required(2000, messages.messageTooLong),
  },
  messages.missingFields,
);

export type ContactInput = z.output<typeof contactBody>;
