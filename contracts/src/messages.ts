/**
 * The API's error messages, one catalogue per language in `messages/` (Starlight's `translations/`
 * habit). English is the source: its keys are the key type, and every other language must be a
 * `Catalogue`, so a missing or misshapen entry fails type-checking.
 */

import { LANGUAGES, type Language } from './languages.ts';
import { en } from './messages/en.ts';
import { hi } from './messages/hi.ts';
import { mr } from './messages/mr.ts';
import type { Sentence } from './messages/sentence.ts';
import type { Catalogue, MessageKey, ParamsOf } from './messages/types.ts';

export { LANGUAGES, type Language } from './languages.ts';
export { type Sentence, sentence } from './messages/sentence.ts';
export type { Catalogue, MessageKey, MessageParams, ParamsOf, SentenceKey } from './messages/types.ts';

const CATALOGUES: Record<Language, Catalogue> = { en, hi, mr };

/**
 * The language to answer a request in, from its Accept-Language header: the shop's islands send
 * their page's language (`hi`, `mr`, `en-IN`), so a shopper on a Hindi page reads Hindi whatever
 * their browser prefers. A browser's own header is read as RFC 9110 says (the highest weight wins,
 * `hi-IN` is Hindi, `q=0` refuses); anything else, or nothing, is English.
 */
export function languageFrom(acceptLanguage: string | undefined): Language {
  let best: { language: Language; weight: number } = { language: 'en', weight: 0 };
  for (const part of (acceptLanguage ?? '').split(',').slice(0, 20)) {
    const [tag = '', ...parameters] = part.trim().split(';');
    const language = LANGUAGES.find((known) => tag.trim().toLowerCase().split('-')[0] === known);
    if (!language) continue;
    const q = parameters.map((parameter) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/i.exec(parameter)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    if (weight > best.weight) best = { language, weight };
  }
  return best.language;
}

/** The error code an entry answers with: the key up to its first dot (`not_found.order` → `not_found`). */
export function codeOf(key: MessageKey): string {
  const dot = key.indexOf('.');
  return dot === -1 ? key : key.slice(0, dot);
}

/** The entry's words in a language (English unless told), with its parameters filled in. */
export function message<K extends MessageKey>(key: K, ...params: ParamsOf<K>): string {
  return messageIn('en', key, ...params);
}

export function messageIn<K extends MessageKey>(language: Language, key: K, ...params: ParamsOf<K>): string {
  return wordedIn(language, key, params[0]);
}

/**
 * An entry worded again in another language from the key and parameters an error kept
 * (`appError` checked them against the key when it was thrown).
 */
export function wordedIn(language: Language, key: MessageKey, params: unknown): string {
  const entry = CATALOGUES[language][key] as string | ((params: unknown) => string);
  return typeof entry === 'string' ? entry : entry(params);
}

/** A rule's sentence (`sentence('invalid_lines.too_many', …)`) in a language. */
export function sentenceIn(language: Language, said: Sentence): string {
  return wordedIn(language, said.key, 'params' in said ? said.params : undefined);
}

/** Every key of the catalogue, for tests that check it is complete and used. */
export const MESSAGE_KEYS = Object.keys(en) as MessageKey[];

const KEY_OF_SENTENCE = new Map(MESSAGE_KEYS.filter((key) => typeof en[key] === 'string').map((key) => [en[key] as string, key]));

/**
 * The entry whose English words these are, when it has no parameters: a schema that refuses with a
 * catalogue sentence (`z.string({ error: message('link_invalid.cod') })`) is answered in the
 * request's language like an `appError`.
 */
export function keyOfSentence(english: string): MessageKey | undefined {
  return KEY_OF_SENTENCE.get(english);
}
