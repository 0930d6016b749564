/**
 * Who receives an order and where (the checkout's delivery step). Every field but the email is
 * required; a blank one is the form's one message, `FORM_MESSAGES.fillInOrderDetails`, so only
 * formats are checked field by field. The email is optional (issue 36): the phone reaches the
 * customer (WhatsApp or SMS), and an email given must still be one.
 */
import { checkAddress } from '../fields/address.ts';
import { checkEmail, EMAIL_MESSAGES } from '../fields/email.ts';
import type { FieldCheck } from '../fields/field-check.ts';
import { checkName } from '../fields/name.ts';
import { checkPhone } from '../fields/phone.ts';
import { checkPincode } from '../fields/pincode.ts';
import type { FormRules } from './form-rule.ts';

const unlessBlank =
  (check: FieldCheck): FieldCheck =>
  (value) =>
    value.trim() ? check(value) : undefined;

/** The fields a shopper may leave blank. */
export const OPTIONAL_DELIVERY_FIELDS: readonly (keyof DeliveryValues)[] = ['email'];

export type DeliveryValues = { name: string; email: string; phone: string; address: string; pincode: string };
export const deliveryRules: FormRules<DeliveryValues> = {
  name: unlessBlank(checkName),
  email: unlessBlank(checkEmail(EMAIL_MESSAGES.loginEmail)),
  phone: unlessBlank(checkPhone),
  address: unlessBlank(checkAddress),
  pincode: unlessBlank(checkPincode),
};
