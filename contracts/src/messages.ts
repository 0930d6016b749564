import { en } from './messages/en.ts';

/**
 * The API's error messages, one catalogue per language in `messages/` (Starlight's `translations/`
 * habit). English is the source: its keys are the key type, and every other language must be a
 * `Catalogue`, so a missing or misshapen entry fails type-checking.
 */
export type MessageKey = keyof typeof en;

/** What an entry names (`{ item }`), or `undefined` for a plain sentence. */
export type MessageParams<K extends MessageKey> = (typeof en)[K] extends (params: infer P) => string ? P : undefined;

/** The keys of plain sentences, for callers that have no facts to fill in (a rate limit's 429). */
export type SentenceKey = { [K in MessageKey]: (typeof en)[K] extends string ? K : never }[MessageKey];

/** The shape every language's file must have: each English key, a sentence or the same function. */
export type Catalogue = {
  [K in MessageKey]: (typeof en)[K] extends string ? string : (params: MessageParams<K>) => string;
};

/** The parameters a key needs, as the rest of a call: none for a sentence, one object for a function. */
export type ParamsOf<K extends MessageKey> = MessageParams<K> extends undefined ? [] : [params: MessageParams<K>];

export const LANGUAGES = ['en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Issue 35 adds `hi` and `mr` here (and to `LANGUAGES`); the type says what each must hold. */
const CATALOGUES: Record<Language, Catalogue> = { en };

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
  const entry = CATALOGUES[language][key] as string | ((params: unknown) => string);
  return typeof entry === 'string' ? entry : entry(params[0]);
}

/** Every key of the catalogue, for tests that check it is complete and used. */
export const MESSAGE_KEYS = Object.keys(en) as MessageKey[];
