/** A Coco Club member's details (the "Get Started" dialog's first step). */
import { checkAddress } from '../fields/address.ts';
import { checkEmail, EMAIL_MESSAGES } from '../fields/email.ts';
import { checkName } from '../fields/name.ts';
import { checkPhone } from '../fields/phone.ts';
import { checkPincode } from '../fields/pincode.ts';
import type { FormRules } from './form-rule.ts';

export type MemberValues = { name: string; email: string; phone: string; address: string; pincode: string };
export const memberRules: FormRules<MemberValues> = {
  name: checkName,
  email: checkEmail(EMAIL_MESSAGES.loginEmail),
  phone: checkPhone,
  address: checkAddress,
  pincode: checkPincode,
};
