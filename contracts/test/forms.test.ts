/**
 * The browser checks a form with its rules (form-rules.ts) and the API parses it with its schema
 * (form-schemas.ts): for every form, every field and a table of what people type, both accept and
 * refuse the same values, and refuse them with the same message.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { normalisePhone, PHONE_MESSAGES } from '../src/form-fields.ts';
import {
  changePasswordRules,
  clubUpiRules,
  confirmWithPasswordRules,
  contactRules,
  deliveryRules,
  FORM_MESSAGES,
  type FormRules,
  forgotPasswordRules,
  loginRules,
  memberRules,
  newPasswordRules,
  OPTIONAL_DELIVERY_FIELDS,
  profileRules,
  registerRules,
} from '../src/form-rules.ts';
import {
  changePasswordBody,
  clubUpiBody,
  confirmWithPasswordBody,
  contactBody,
  customerDetailsSchema,
  forgotPasswordBody,
  loginBody,
  memberBody,
  profileBody,
  registerBody,
  resetPasswordBody,
} from '../src/form-schemas.ts';

/** What people type into each kind of field: what every form must accept, and what it must refuse. */
const typed = {
  name: { ok: ['Priya Nair', '  Priya Nair  ', 'P', 'a'.repeat(100)], refused: ['', '   ', 'a'.repeat(101)] },
  email: {
    ok: ['priya@example.in', ' Priya.Nair@Example.IN ', `${'a'.repeat(243)}@example.in`],
    refused: ['priya@example', 'priya nair@example.in', '@example.in', 'priya@', '', `${'a'.repeat(245)}@example.in`],
  },
  phone: {
    ok: [
      '9876543210',
      '98765 43210',
      '98200 12345',
      '+91 98765 43210',
      '+91-98765-43210',
      '+919876543210',
      '919876543210',
      '09876543210',
      '098765-43210',
      ' 9876543210 ',
      '9198765432',
    ],
    refused: ['98765', '98765432101', '+92 98765 43210', '+91 98765 4321', '98765 4321O', '', '   ', '9876543210'.repeat(4)],
  },
  pincode: { ok: ['400703', ' 400703 '], refused: ['040070', '40070', '4007031', '40 0703', 'abcdef', '', '   '] },
  address: { ok: ['Flat 4, Palm Court, Sector 17, Vashi', 'a'.repeat(500)], refused: ['', '  ', 'a'.repeat(501)] },
  password: { ok: ['coconut-water', '123456789', ' '.repeat(9), 'x'.repeat(128)], refused: ['12345678', '', 'x'.repeat(129)] },
  currentPassword: { ok: ['coconut-water', 'x', 'x'.repeat(128)], refused: ['', 'x'.repeat(129)] },
  message: { ok: ['When do you deliver in Vashi?', 'a'.repeat(2000)], refused: ['', '  ', 'a'.repeat(2001)] },
  upiReference: {
    ok: ['123456789012', '1234 5678 9012', '1234-5678-9012', ' 123456789012 ', '000000000001'],
    refused: ['12345678901', '1234567890123', '12345678901A', 'UTR123456789', '', '   ', `${'1'.repeat(12)}${' '.repeat(20)}`],
  },
};

type Form = {
  rules: FormRules<Record<string, string>>;
  schema: z.ZodType;
  valid: Record<string, string>;
  /** Which table each field is tried with. */
  fields: Record<string, { ok: readonly string[]; refused: readonly string[] }>;
  /** The form refuses a blank field with one message of its own, outside the field rules. */
  blank?: string;
  /** The fields that may stay blank all the same (optional ones). */
  mayBeBlank?: readonly string[];
};

const forms: Record<string, Form> = {
  register: {
    rules: registerRules as Form['rules'],
    schema: registerBody,
    valid: {
      name: 'Priya Nair',
      email: 'priya@example.in',
      phoneNumber: '9876543210',
      password: 'coconut-water',
      confirmPassword: 'coconut-water',
    },
    fields: { name: typed.name, email: typed.email, phoneNumber: typed.phone, password: typed.password },
  },
  login: {
    rules: loginRules as Form['rules'],
    schema: loginBody,
    valid: { email: 'priya@example.in', password: 'coconut-water' },
    fields: { email: typed.email, password: typed.password },
  },
  'edit info': {
    rules: profileRules as Form['rules'],
    schema: profileBody,
    valid: { phone: '9876543210', address: 'Flat 4, Palm Court, Sector 17, Vashi', pincode: '400703' },
    fields: { phone: typed.phone, address: typed.address, pincode: typed.pincode },
  },
  'forgot password': {
    rules: forgotPasswordRules as Form['rules'],
    schema: forgotPasswordBody,
    valid: { email: 'priya@example.in' },
    fields: { email: typed.email },
  },
  'reset password': {
    rules: newPasswordRules as Form['rules'],
    schema: resetPasswordBody.transform(({ token: _token, ...rest }) => rest),
    valid: { token: 'a'.repeat(43), password: 'coconut-water', confirmPassword: 'coconut-water' },
    fields: { password: typed.password },
  },
  'change password': {
    rules: changePasswordRules as Form['rules'],
    schema: changePasswordBody,
    valid: { currentPassword: 'old-password', password: 'coconut-water', confirmPassword: 'coconut-water' },
    fields: { currentPassword: typed.currentPassword, password: typed.password },
  },
  'delete my data': {
    rules: confirmWithPasswordRules as Form['rules'],
    schema: confirmWithPasswordBody,
    valid: { password: 'coconut-water' },
    fields: { password: typed.currentPassword },
  },
  'checkout delivery details': {
    rules: deliveryRules as Form['rules'],
    schema: customerDetailsSchema,
    valid: {
      name: 'Priya Nair',
      email: 'priya@example.in',
      phone: '9876543210',
      address: 'Flat 4, Palm Court, Sector 17, Vashi',
      pincode: '400703',
    },
    fields: {
      name: typed.name,
      // Optional (issue 36): blank is fine; an email given must be one.
      email: { ok: [...typed.email.ok, '', '   '], refused: typed.email.refused.filter((value) => value.trim()) },
      phone: typed.phone,
      address: typed.address,
      pincode: typed.pincode,
    },
    blank: FORM_MESSAGES.fillInOrderDetails,
    mayBeBlank: OPTIONAL_DELIVERY_FIELDS,
  },
  'Coco Club details': {
    rules: memberRules as Form['rules'],
    schema: memberBody,
    valid: {
      name: 'Priya Nair',
      email: 'priya@example.in',
      phone: '9876543210',
      address: 'Flat 4, Palm Court, Sector 17, Vashi',
      pincode: '400703',
    },
    fields: { name: typed.name, email: typed.email, phone: typed.phone, address: typed.address, pincode: typed.pincode },
  },
  "Coco Club I've paid": {
    rules: clubUpiRules as Form['rules'],
    schema: clubUpiBody,
    valid: {
      name: 'Priya Nair',
      email: 'priya@example.in',
      phone: '9876543210',
      address: 'Flat 4, Palm Court, Sector 17, Vashi',
      pincode: '400703',
      upiReference: '123456789012',
    },
    fields: { name: typed.name, phone: typed.phone, upiReference: typed.upiReference },
  },
  'contact us': {
    rules: contactRules as Form['rules'],
    schema: contactBody,
    valid: { name: 'Priya Nair', email: 'priya@example.in', contact: '9876543210', message: 'When do you deliver in Vashi?' },
    fields: { name: typed.name, email: typed.email, contact: typed.phone, message: typed.message },
  },
};

/** What the browser says of `body`: the first field rule that refuses, in the form's order. */
function browserVerdict(form: Form, body: Record<string, string>): string | undefined {
  for (const [name, rule] of Object.entries(form.rules)) {
    const value = body[name] ?? '';
    if (form.blank && !value.trim() && !form.mayBeBlank?.includes(name)) return form.blank;
    const message = rule?.(value, body);
    if (message) return message;
  }
  return undefined;
}

function apiVerdict(form: Form, body: Record<string, string>): string | undefined {
  const parsed = form.schema.safeParse(body);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

describe.each(Object.entries(forms))('the %s form', (_name, form) => {
  const cases = Object.entries(form.fields).flatMap(([field, { ok, refused }]) => [
    ...ok.map((value) => [field, value, 'accepted'] as const),
    ...refused.map((value) => [field, value, 'refused'] as const),
  ]);

  it('accepts its valid example in the browser and in the API', () => {
    expect(browserVerdict(form, form.valid)).toBeUndefined();
    expect(apiVerdict(form, form.valid)).toBeUndefined();
  });

  it.each(cases)('%s %j: %s by the browser and the API, in the same words', (field, value, expected) => {
    const body = {
      ...form.valid,
      [field]: value,
      ...(field === 'password' && 'confirmPassword' in form.valid ? { confirmPassword: value } : {}),
    };
    const browser = browserVerdict(form, body);
    expect(browser === undefined ? 'accepted' : 'refused').toBe(expected);
    expect(apiVerdict(form, body)).toBe(browser);
  });
});

describe('what the API keeps of an accepted value', () => {
  it.each([
    ['98200 12345', '9820012345'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['9198765432', '9198765432'],
  ])('the phone %j is kept as %j, in every form with a phone', (typedPhone, digits) => {
    expect(normalisePhone(typedPhone)).toBe(digits);
    const register = registerBody.parse({ ...forms.register?.valid, phoneNumber: typedPhone }) as { phoneNumber: string };
    expect(register.phoneNumber).toBe(digits);
    expect((profileBody.parse({ ...forms['edit info']?.valid, phone: typedPhone }) as { phone: string }).phone).toBe(digits);
    expect(
      (customerDetailsSchema.parse({ ...forms['checkout delivery details']?.valid, phone: typedPhone }) as { phone: string }).phone,
    ).toBe(digits);
    expect((memberBody.parse({ ...forms['Coco Club details']?.valid, phone: typedPhone }) as { phone: string }).phone).toBe(digits);
    expect((contactBody.parse({ ...forms['contact us']?.valid, contact: typedPhone }) as { contact: string }).contact).toBe(digits);
  });

  it.each([
    ['1234 5678 9012', '123456789012'],
    ['1234-5678-9012', '123456789012'],
    [' 123456789012 ', '123456789012'],
  ])('the UPI reference %j is kept as %j', (typedReference, digits) => {
    const body = clubUpiBody.parse({ ...forms["Coco Club I've paid"]?.valid, upiReference: typedReference }) as { upiReference: string };
    expect(body.upiReference).toBe(digits);
  });

  it('keeps an email trimmed and, for an account, lower-cased; names and addresses trimmed', () => {
    const body = { ...forms.register?.valid, name: '  Priya Nair ', email: ' Priya@Example.IN ' };
    expect(registerBody.parse(body)).toMatchObject({ name: 'Priya Nair', email: 'priya@example.in' });
    expect(loginBody.parse({ email: ' Priya@Example.IN ', password: 'coconut-water' })).toMatchObject({ email: 'priya@example.in' });
  });
});

describe('what the API refuses that no browser form sends', () => {
  it('a field the form does not have, a body that is not an object, a missing field', () => {
    expect(apiVerdict(forms.login as Form, { ...forms.login?.valid, admin: 'yes' })).toBe('Unexpected field: admin.');
    expect(loginBody.safeParse('priya').error?.issues[0]?.message).toBe(FORM_MESSAGES.missingFields);
    expect(registerBody.safeParse({ ...forms.register?.valid, phoneNumber: undefined }).error?.issues[0]?.message).toBe(
      PHONE_MESSAGES.phone,
    );
    expect(customerDetailsSchema.safeParse({ name: 'Priya' }).error?.issues[0]?.message).toBe(FORM_MESSAGES.fillInOrderDetails);
  });

  it('a checkout may leave the email out, or blank, as a phone shopper does (issue 36): it is kept as no email', () => {
    const { email: _email, ...details } = forms['checkout delivery details']?.valid ?? {};
    expect(customerDetailsSchema.parse(details)).toMatchObject({ email: '', phone: '9876543210' });
    expect(customerDetailsSchema.parse({ ...details, email: '  ' })).toMatchObject({ email: '' });
    // The phone, the name and the address stay required, in the spec's words.
    const { phone: _phone, ...noPhone } = details;
    expect(customerDetailsSchema.safeParse(noPhone).error?.issues[0]?.message).toBe(FORM_MESSAGES.fillInOrderDetails);
    expect(customerDetailsSchema.safeParse({ ...details, name: ' ' }).error?.issues[0]?.message).toBe(FORM_MESSAGES.fillInOrderDetails);
  });

  it('a checkout may leave the pincode out (the address has it) and share a position', () => {
    const { pincode: _pincode, ...details } = forms['checkout delivery details']?.valid ?? {};
    expect(customerDetailsSchema.parse({ ...details, location: { latitude: 19.07, longitude: 73.0 } })).toMatchObject({
      location: { latitude: 19.07, longitude: 73.0 },
    });
    expect(customerDetailsSchema.safeParse({ ...details, location: { latitude: 91, longitude: 73.0 } }).success).toBe(false);
  });

  it('a reset link token that is not one', () => {
    const body = { token: 'short', password: 'coconut-water', confirmPassword: 'coconut-water' };
    expect(resetPasswordBody.safeParse(body).error?.issues[0]?.message).toBe(FORM_MESSAGES.resetLink);
  });
});
