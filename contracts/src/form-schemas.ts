/**
 * The forms' bodies as the API parses them: each is built from the very rules the browser checks
 * (form-rules.ts), so a value one accepts the other accepts, with the same message; then each value
 * is stored the way its field says (trimmed, an email lower-cased, a phone as its 10 digits).
 */
import { z } from 'zod';
import { checkPincode, normaliseEmail, normalisePhone, normaliseUpiReference, PINCODE_MESSAGES } from './form-fields.ts';
import {
  type ChangePasswordValues,
  type ClubUpiValues,
  type ConfirmWithPasswordValues,
  type ContactValues,
  changePasswordRules,
  clubUpiRules,
  confirmWithPasswordRules,
  contactRules,
  type DeliveryValues,
  deliveryRules,
  FORM_MESSAGES,
  type ForgotPasswordValues,
  type FormRules,
  forgotPasswordRules,
  type LoginValues,
  loginRules,
  type MemberValues,
  memberRules,
  type NewPasswordValues,
  newPasswordRules,
  OPTIONAL_DELIVERY_FIELDS,
  type ProfileValues,
  profileRules,
  type RegisterValues,
  registerRules,
} from './form-rules.ts';

/**
 * A form body: an object with exactly these fields. A body that is not an object gets
 * `notAnObject`; a field the form does not have is refused rather than silently dropped.
 */
export function formBody<Shape extends z.ZodRawShape>(shape: Shape, notAnObject: string = FORM_MESSAGES.missingFields) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `Unexpected field: ${String(issue.keys[0]).slice(0, 40)}.` : notAnObject),
  });
}

type Stored<V> = { [K in keyof V]?: (value: string) => string };
type BodyOptions<V> = {
  /** What a blank or missing field reads instead of its own message: the form's one "fill in everything". */
  blank?: string;
  /** How each value is kept once accepted (as typed, when not given). */
  stored?: Stored<V>;
  /** Fields that may be left out of the body altogether. */
  optional?: (keyof V)[];
  /** Fields that may be sent blank even when the form has a `blank` message (an optional field). */
  mayBeBlank?: (keyof V)[];
  /** Refuse fields the form does not have (the default), or ignore them. */
  strict?: boolean;
};
const trim = (value: string) => value.trim();

/**
 * The body of a form whose fields are text checked by `rules`, plus `extra` fields of other kinds. A
 * missing field (or one that is not text) reads what its rule says of an empty one.
 */
function bodyFor<V extends Record<string, string>, Out = V>(
  rules: FormRules<V>,
  { blank, stored = {}, optional = [], mayBeBlank = [], strict = true }: BodyOptions<V> = {},
  extra: z.ZodRawShape = {},
): z.ZodType<Out> {
  const names = Object.keys(rules) as (keyof V & string)[];
  const text = (name: keyof V & string) => z.string({ error: blank ?? rules[name]?.('', {} as V) ?? FORM_MESSAGES.missingFields });
  const shape = {
    ...Object.fromEntries(names.map((name) => [name, optional.includes(name) ? text(name).optional() : text(name)])),
    ...extra,
  };
  const object = strict ? formBody(shape) : z.object(shape, { error: blank ?? FORM_MESSAGES.missingFields });
  return object
    .superRefine((body, ctx) => {
      const values = body as V;
      for (const name of names) {
        const value = values[name];
        if (value === undefined) continue;
        const message = blank !== undefined && !value.trim() && !mayBeBlank.includes(name) ? blank : rules[name]?.(value, values);
        if (message) ctx.addIssue({ code: 'custom', message, path: [name] });
      }
    })
    .transform((body) => {
      const values: Record<string, unknown> = { ...body };
      for (const name of names) {
        const keep = stored[name];
        if (keep && typeof values[name] === 'string') values[name] = keep(values[name]);
      }
      return values as Out;
    });
}

/** A phone number the rules accepted, kept as its 10 digits. */
const phoneDigits = (value: string) => normalisePhone(value) ?? value;

export type LoginInput = LoginValues;
export const loginBody = bodyFor<LoginValues>(loginRules, { stored: { email: normaliseEmail } });

export type RegisterInput = RegisterValues;
export const registerBody = bodyFor<RegisterValues>(registerRules, {
  stored: { name: trim, email: normaliseEmail, phoneNumber: phoneDigits },
});

export type ProfileInput = ProfileValues;
export const profileBody = bodyFor<ProfileValues>(profileRules, { stored: { phone: phoneDigits, address: trim, pincode: trim } });

export const forgotPasswordBody = bodyFor<ForgotPasswordValues>(forgotPasswordRules, { stored: { email: normaliseEmail } });

/** The token comes from the emailed link: 32 random bytes, base64url (43 characters). */
export type ResetPasswordInput = NewPasswordValues & { token: string };
export const resetPasswordBody = bodyFor<NewPasswordValues, ResetPasswordInput>(
  newPasswordRules,
  {},
  { token: z.string({ error: FORM_MESSAGES.resetLink }).regex(/^[A-Za-z0-9_-]{43}$/, FORM_MESSAGES.resetLink) },
);

export type ChangePasswordInput = ChangePasswordValues;
export const changePasswordBody = bodyFor<ChangePasswordValues>(changePasswordRules);

export const confirmWithPasswordBody = bodyFor<ConfirmWithPasswordValues>(confirmWithPasswordRules);

export type MemberInput = MemberValues;
export const memberBody = bodyFor<MemberValues>(memberRules, {
  stored: { name: trim, email: trim, phone: phoneDigits, address: trim, pincode: trim },
  strict: false,
});

/** "I've paid": the member's details and the reference of their UPI payment (kept as its 12 digits). */
export type ClubUpiInput = ClubUpiValues;
export const clubUpiBody = bodyFor<ClubUpiValues>(clubUpiRules, {
  stored: {
    name: trim,
    email: trim,
    phone: phoneDigits,
    address: trim,
    pincode: trim,
    upiReference: (value) => normaliseUpiReference(value) ?? value,
  },
  strict: false,
});

export type ContactInput = ContactValues;
export const contactBody = bodyFor<ContactValues>(contactRules, {
  stored: { name: trim, email: trim, contact: phoneDigits, message: trim },
});

/** A shared position: where the shopper's device says they are. */
export const locationSchema = z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) });

/** A pincode on its own (the delivery check), kept trimmed. */
export const pincodeSchema = z
  .string({ error: PINCODE_MESSAGES.pincode })
  .superRefine((value, ctx) => {
    const message = checkPincode(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .transform(trim);

/**
 * Who receives an order and where, as the checkout sends it; the position only when the shopper shared it.
 * The email is optional (issue 36): the phone, always asked, reaches them (WhatsApp or SMS); none
 * given, or blank, is kept as '' and the order's emails are not queued.
 */
export type CustomerDetails = Omit<DeliveryValues, 'pincode'> & { pincode?: string; location?: { latitude: number; longitude: number } };
export const customerDetailsSchema = bodyFor<DeliveryValues, Omit<CustomerDetails, 'email'> & { email?: string }>(
  deliveryRules,
  {
    blank: FORM_MESSAGES.fillInOrderDetails,
    stored: { name: trim, email: trim, phone: phoneDigits, address: trim, pincode: trim },
    optional: ['pincode', ...OPTIONAL_DELIVERY_FIELDS],
    mayBeBlank: [...OPTIONAL_DELIVERY_FIELDS],
    strict: false,
  },
  { location: locationSchema.optional() },
).transform((details): CustomerDetails => ({ ...details, email: details.email ?? '' }));
