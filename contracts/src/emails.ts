/**
 * The words of the shop's emails, one catalogue per language in `emails/` (issue 31 point 5, issue
 * 35), as `messages.ts` is for the API's errors. English is the source: its keys are the key type,
 * and every other language must be an `EmailCatalogue`, so a missing or misshapen entry fails
 * type-checking. What only the shop's staff read stays English in every language, by naming the
 * English entry.
 */

import { en } from './emails/en.ts';
import { hi } from './emails/hi.ts';
import { mr } from './emails/mr.ts';
import type { EmailCatalogue, EmailKey, EmailParamsOf } from './emails/types.ts';
import type { Language } from './languages.ts';

export type { EmailCatalogue, EmailKey, EmailParams, EmailParamsOf } from './emails/types.ts';

export const EMAIL_CATALOGUES: Readonly<Record<Language, EmailCatalogue>> = { en, hi, mr };

/** Every key of the catalogue, for tests that check it is complete. */
export const EMAIL_KEYS = Object.keys(en) as EmailKey[];

/** An email's words in one language: `words('paid.subject', { order })`. */
export type EmailWords = <K extends EmailKey>(key: K, ...params: EmailParamsOf<K>) => string;

/** The words of the emails in `language`, with their facts filled in. */
export function emailWords(language: Language): EmailWords {
  const catalogue = EMAIL_CATALOGUES[language];
  return (key, ...params) => {
    const entry = catalogue[key] as string | ((params: unknown) => string);
    return typeof entry === 'string' ? entry : entry(params[0]);
  };
}

/** The locale an email's dates are written in (Intl): India's English, Hindi or Marathi. */
export const EMAIL_LOCALES: Readonly<Record<Language, string>> = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN' };
