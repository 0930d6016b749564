/** Contact Us: all four fields required; the number is the sender's phone, however written. */
import { checkEmail, EMAIL_MESSAGES } from '../fields/email.ts';
import { checkName } from '../fields/name.ts';
import { checkPhone, PHONE_MESSAGES } from '../fields/phone.ts';
import { FORM_MESSAGES, type FormRules } from './form-rule.ts';

export const MESSAGE_MAX = 2000;

export type ContactValues = { name: string; email: string; contact: string; message: string };
export const contactRules: FormRules<ContactValues> = {
  name: (value) => (value.trim() ? checkName(value) : FORM_MESSAGES.missingFields),
  email: (value) => (value.trim() ? checkEmail(EMAIL_MESSAGES.loginEmail)(value) : FORM_MESSAGES.missingFields),
  contact: (value) => (!value.trim() ? FORM_MESSAGES.missingFields : checkPhone(value) && PHONE_MESSAGES.contactNumber),
  message: (value) => {
    if (!value.trim()) return FORM_MESSAGES.missingFields;
    return value.trim().length > MESSAGE_MAX ? FORM_MESSAGES.messageTooLong : undefined;
  },
};
