import type { en } from './en.ts';

/**
 * The email catalogue's types, taken from the English file (the source language), as
 * messages/types.ts does for the API's errors: apart from emails.ts, so each language's file can name
 * the shape it must have without importing the module that imports it.
 */
export type EmailKey = keyof typeof en;

/** What an entry names (`{ order, total }`), or `undefined` for a plain sentence. */
export type EmailParams<K extends EmailKey> = (typeof en)[K] extends (params: infer P) => string ? P : undefined;

/** The shape every language's file must have: each English key, a sentence or a function of the same facts. */
export type EmailCatalogue = {
  [K in EmailKey]: (typeof en)[K] extends string ? string : (params: EmailParams<K>) => string;
};

/** The parameters a key needs, as the rest of a call: none for a sentence, one object for a function. */
export type EmailParamsOf<K extends EmailKey> = EmailParams<K> extends undefined ? [] : [params: EmailParams<K>];
