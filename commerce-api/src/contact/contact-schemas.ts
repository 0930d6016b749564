/** The Contact Us form as the API parses it: defined once, with the rules the browser checks, in @koolers/contracts. */
export { type ContactInput, contactBody } from '@koolers/contracts/form-schemas';
