/**
 * A Coco Club member's details (the "Get Started" dialog's first step), and what "I've paid" sends
 * after a UPI payment: the same details and the payment's reference.
 */
import { checkAddress } from '../fields/address.ts';
import { checkEmail, EMAIL_MESSAGES } from '../fields/email.ts';
import { checkName } from '../fields/name.ts';
import { checkPhone } from '../fields/phone.ts';
import { checkPincode } from '../fields/pincode.ts';
import { checkUpiReference } from '../fields/upi-reference.ts';
import type { FormRules } from './form-rule.ts';

export type MemberValues = { name: string; email: string; phone: string; address: string; pincode: string };
export const memberRules: FormRules<MemberValues> = {
  name: checkName,
  email: checkEmail(EMAIL_MESSAGES.loginEmail),
  phone: checkPhone,
  address: checkAddress,
  pincode: checkPincode,
};

/** The payment step's one field: the reference of the UPI payment the member made. */
export type UpiPaidValues = { upiReference: string };
export const upiPaidRules: FormRules<UpiPaidValues> = { upiReference: checkUpiReference };

export type ClubUpiValues = MemberValues & UpiPaidValues;
export const clubUpiRules: FormRules<ClubUpiValues> = { ...memberRules, ...upiPaidRules };
