/**
 * A language's words for one area: every English key, each a string. The English object is the
 * source (`as const`, so its templates keep their placeholders as types); a key missing from Hindi
 * or Marathi fails type-checking, and `words.test.ts` checks each translation keeps the English
 * template's placeholders.
 */
export type Translation<English extends Readonly<Record<string, string>>> = { readonly [Key in keyof English]: string };

/** One area's words in every language (see index.ts). */
export type AreaWords<English extends Readonly<Record<string, string>>> = {
  en: English;
  hi: Translation<English>;
  mr: Translation<English>;
};
