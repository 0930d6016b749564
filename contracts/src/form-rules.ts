/**
 * Each form's rules, field by field, as the browser checks them while a person types (no zod: these
 * ship to the browser). The API parses the same forms with the schemas of form-schemas.ts, built on
 * the same field checks; a test runs a table of inputs through both.
 */
import {
  checkAddress,
  checkCurrentPassword,
  checkEmail,
  checkName,
  checkPassword,
  checkPhone,
  checkPincode,
  FIELD_MESSAGES,
  type FieldCheck,
} from './form-fields.ts';

/** A rule may read the form's other values (a confirmation must equal its password). */
export type FormRule<V> = (value: string, values: V) => string | undefined;
export type FormRules<V> = { [K in keyof V]?: FormRule<V> };

/** The messages that are about a whole form rather than one field. */
export const FORM_MESSAGES = {
  missingFields: 'Please fill in all fields.',
  fillInOrderDetails: 'Please fill in all order details!',
  resetLink: 'This password reset link is invalid, used or expired. Please ask for a new one.',
  messageTooLong: 'Your message must be at most 2000 characters.',
} as const;

export const MESSAGE_MAX = 2000;

/** The same check, but a blank field is left to the form's one message (`fillIn…`). */
const unlessBlank =
  (check: FieldCheck): FieldCheck =>
  (value) =>
    value.trim() ? check(value) : undefined;

const sameAsPassword: FormRule<{ password: string }> = (value, values) =>
  value === values.password ? undefined : FIELD_MESSAGES.passwordsDiffer;

export type LoginValues = { email: string; password: string };
export const loginRules: FormRules<LoginValues> = { email: checkEmail(FIELD_MESSAGES.loginEmail), password: checkPassword };

export type RegisterValues = { name: string; email: string; phoneNumber: string; password: string; confirmPassword: string };
export const registerRules: FormRules<RegisterValues> = {
  name: checkName,
  email: checkEmail(FIELD_MESSAGES.registerEmail),
  phoneNumber: checkPhone,
  password: checkPassword,
  confirmPassword: sameAsPassword,
};

/** What the account's "Your details" saves (the checkout fills them in from here). */
export type ProfileValues = { phone: string; address: string; pincode: string };
export const profileRules: FormRules<ProfileValues> = { phone: checkPhone, address: checkAddress, pincode: checkPincode };

export type ForgotPasswordValues = { email: string };
export const forgotPasswordRules: FormRules<ForgotPasswordValues> = { email: checkEmail(FIELD_MESSAGES.loginEmail) };

export type NewPasswordValues = { password: string; confirmPassword: string };
export const newPasswordRules: FormRules<NewPasswordValues> = { password: checkPassword, confirmPassword: sameAsPassword };

export type ChangePasswordValues = NewPasswordValues & { currentPassword: string };
export const changePasswordRules: FormRules<ChangePasswordValues> = { currentPassword: checkCurrentPassword, ...newPasswordRules };

/** Deleting the account is confirmed with the password. */
export type ConfirmWithPasswordValues = { password: string };
export const confirmWithPasswordRules: FormRules<ConfirmWithPasswordValues> = { password: checkCurrentPassword };

/**
 * Who receives an order and where. Every field is required; a blank one is the form's one message,
 * `FORM_MESSAGES.fillInOrderDetails`, so only formats are checked field by field.
 */
export type DeliveryValues = { name: string; email: string; phone: string; address: string; pincode: string };
export const deliveryRules: FormRules<DeliveryValues> = {
  name: unlessBlank(checkName),
  email: unlessBlank(checkEmail(FIELD_MESSAGES.loginEmail)),
  phone: unlessBlank(checkPhone),
  address: unlessBlank(checkAddress),
  pincode: unlessBlank(checkPincode),
};

/** A Coco Club member's details (the "Get Started" dialog's first step). */
export type MemberValues = { name: string; email: string; phone: string; address: string; pincode: string };
export const memberRules: FormRules<MemberValues> = {
  name: checkName,
  email: checkEmail(FIELD_MESSAGES.loginEmail),
  phone: checkPhone,
  address: checkAddress,
  pincode: checkPincode,
};

/** Contact Us: all four fields required; the number is the sender's phone, however written. */
export type ContactValues = { name: string; email: string; contact: string; message: string };
export const contactRules: FormRules<ContactValues> = {
  name: (value) => (value.trim() ? checkName(value) : FORM_MESSAGES.missingFields),
  email: (value) => (value.trim() ? checkEmail(FIELD_MESSAGES.loginEmail)(value) : FORM_MESSAGES.missingFields),
  contact: (value) => (!value.trim() ? FORM_MESSAGES.missingFields : checkPhone(value) && FIELD_MESSAGES.contactNumber),
  message: (value) => {
    if (!value.trim()) return FORM_MESSAGES.missingFields;
    return value.trim().length > MESSAGE_MAX ? FORM_MESSAGES.messageTooLong : undefined;
  },
};
