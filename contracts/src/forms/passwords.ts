/** The password's own forms: forgot it, set a new one from the emailed link, change it, confirm with it. */
import { checkEmail, EMAIL_MESSAGES } from '../fields/email.ts';
import { checkCurrentPassword, checkPassword, checkSameAsPassword } from '../fields/password.ts';
import type { FormRules } from './form-rule.ts';

export type ForgotPasswordValues = { email: string };
export const forgotPasswordRules: FormRules<ForgotPasswordValues> = { email: checkEmail(EMAIL_MESSAGES.loginEmail) };

export type NewPasswordValues = { password: string; confirmPassword: string };
export const newPasswordRules: FormRules<NewPasswordValues> = { password: checkPassword, confirmPassword: checkSameAsPassword };

export type ChangePasswordValues = NewPasswordValues & { currentPassword: string };
export const changePasswordRules: FormRules<ChangePasswordValues> = { currentPassword: checkCurrentPassword, ...newPasswordRules };

/** Deleting the account is confirmed with the password. */
export type ConfirmWithPasswordValues = { password: string };
export const confirmWithPasswordRules: FormRules<ConfirmWithPasswordValues> = { password: checkCurrentPassword };
