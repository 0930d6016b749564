/** What the account's "Your details" saves (the checkout fills them in from here). */
import { checkAddress } from '../fields/address.ts';
import { checkPhone } from '../fields/phone.ts';
import { checkPincode } from '../fields/pincode.ts';
import type { FormRules } from './form-rule.ts';

export type ProfileValues = { phone: string; address: string; pincode: string };
export const profileRules: FormRules<ProfileValues> = { phone: checkPhone, address: checkAddress, pincode: checkPincode };
