/** Who receives an order and where, as the checkout sends it: defined once, with the browser's rules, in @koolers/contracts. */
import { FORM_MESSAGES } from '@koolers/contracts/form-rules';

export { type CustomerDetails, customerDetailsSchema } from '@koolers/contracts/form-schemas';
export const FILL_IN_ALL = FORM_MESSAGES.fillInOrderDetails;
