import { ADDRESS_MESSAGES } from '../fields/address.ts';
import { CODE_MESSAGES } from '../fields/code.ts';
import { EMAIL_MESSAGES } from '../fields/email.ts';
import { NAME_MESSAGES } from '../fields/name.ts';
import { PASSWORD_MESSAGES } from '../fields/password.ts';
import { PHONE_MESSAGES } from '../fields/phone.ts';
import { PINCODE_MESSAGES } from '../fields/pincode.ts';
import { UPI_REFERENCE_MESSAGES } from '../fields/upi-reference.ts';
import { FORM_MESSAGES } from '../forms/form-rule.ts';

/**
 * The form rules' sentences in English, by name: what the rules in `fields/` and `forms/` answer,
 * in the browser as a shopper types and in the API as it refuses a request. The rules stay in one
 * language so both sides share them; the sentence is put in the reader's language where it is
 * shown (`ruleSentenceIn`), from the `formRules` words area (form-rules.ts).
 *
 * Apart from the translations, so an island that shows a rule's sentence downloads only this
 * (English it already has through the rules) and its page's words.
 */
export const RULE_SENTENCES = {
  ...ADDRESS_MESSAGES,
  ...CODE_MESSAGES,
  ...EMAIL_MESSAGES,
  ...NAME_MESSAGES,
  ...PASSWORD_MESSAGES,
  ...PHONE_MESSAGES,
  ...PINCODE_MESSAGES,
  ...UPI_REFERENCE_MESSAGES,
  ...FORM_MESSAGES,
} as const;

const NAME_OF = new Map<string, string>(Object.entries(RULE_SENTENCES).map(([name, sentence]) => [sentence, name]));

/** A rule's sentence in the language of `words` (the `formRules` area); any other sentence as it is. */
export function ruleSentenceIn(words: Readonly<Record<string, string>>, sentence: string): string {
  const name = NAME_OF.get(sentence);
  return (name !== undefined && words[name]) || sentence;
}
