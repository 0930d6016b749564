/** Registering: the spec's five fields. */
import { checkEmail, EMAIL_MESSAGES } from '../fields/email.ts';
import { checkName } from '../fields/name.ts';
import { checkPassword, checkSameAsPassword } from '../fields/password.ts';
import { checkPhone } from '../fields/phone.ts';
import type { FormRules } from './form-rule.ts';

export type RegisterValues = { name: string; email: string; phoneNumber: string; password: string; confirmPassword: string };
export const registerRules: FormRules<RegisterValues> = {
  name: checkName,
  email: checkEmail(EMAIL_MESSAGES.registerEmail),
  phoneNumber: checkPhone,
  password: checkPassword,
  confirmPassword: checkSameAsPassword,
};
