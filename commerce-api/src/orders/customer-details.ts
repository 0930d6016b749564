import { z } from 'zod';

export const FILL_IN_ALL = 'Please fill in all order details!';

const required = (max: number) =>
  z.string({ error: FILL_IN_ALL }).trim().min(1, FILL_IN_ALL).max(max, `Please keep this under ${max} characters.`);

/** Who gets the order and where: all four of the spec's fields are required. */
export const customerDetailsSchema = z.object(
  {
    name: required(100),
    email: required(254).pipe(z.email('Please enter a valid email.')),
    phone: required(20).transform((phone, ctx) => {
      const digits = phone.replace(/[\s-]/g, '').replace(/^\+91/, '');
      if (!/^\d{10}$/.test(digits)) ctx.addIssue({ code: 'custom', message: 'Phone number must be exactly 10 digits.' });
      return digits;
    }),
    address: required(500),
    pincode: z
      .string()
      .trim()
      .regex(/^[1-9]\d{5}$/, 'Pincode must be exactly 6 digits.')
      .optional(),
    location: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).optional(),
  },
  { error: FILL_IN_ALL },
);

export type CustomerDetails = z.infer<typeof customerDetailsSchema>;
