import { z } from 'zod';
import { indianPhone, pincode, requiredText } from '../http/form-fields.ts';

export const FILL_IN_ALL = 'Please fill in all order details!';

const required = (max: number) => requiredText(max, FILL_IN_ALL);

/** Who gets the order and where: all four of the spec's fields are required. */
export const customerDetailsSchema = z.object(
  {
    name: required(100),
    email: required(254).pipe(z.email('Please enter a valid email.')),
    phone: indianPhone(FILL_IN_ALL),
    address: required(500),
    pincode: pincode.optional(),
    location: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).optional(),
  },
  { error: FILL_IN_ALL },
);

export type CustomerDetails = z.infer<typeof customerDetailsSchema>;
