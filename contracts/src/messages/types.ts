import type { en } from './en.ts';

/**
 * The catalogue's types, taken from the English file (the source language): apart from messages.ts,
 * so each language's file can name the shape it must have without importing the module that
 * imports it.
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
