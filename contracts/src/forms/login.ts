/** Logging in: the account's email and password. */
import { checkEmail, EMAIL_MESSAGES } from '../fields/email.ts';
import { checkPassword } from '../fields/password.ts';
import type { FormRules } from './form-rule.ts';

export type LoginValues = { email: string; password: string };
export const loginRules: FormRules<LoginValues> = { email: checkEmail(EMAIL_MESSAGES.loginEmail), password: checkPassword };
