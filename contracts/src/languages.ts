/**
 * The shop's languages (issue 35): English at `/`, Hindi at `/hi/`, Marathi at `/mr/`. Zod-free and
 * tiny, for every workspace and the islands; the words themselves are in `messages/`.
 */
export const LANGUAGES = ['en', 'hi', 'mr'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The `Intl` locale of a language, as the shop writes dates and numbers in it: the Indian variant,
 * with Latin digits in Hindi and Marathi too (Marathi's default is Devanagari digits; prices, phone
 * numbers and order numbers on the same page are Latin).
 */
export function intlLocale(language: Language): string {
  return language === 'en' ? 'en-IN' : `${language}-IN-u-nu-latn`;
}

/**
 * The entries of an English catalogue that stay English in every language (what only staff and other
 * services read): Hindi and Marathi spread them in, so each is named once.
 */
export function englishOnly<Catalogue extends object, const Key extends keyof Catalogue>(
  english: Catalogue,
  keys: readonly Key[],
): Pick<Catalogue, Key> {
  return Object.fromEntries(keys.map((key) => [key, english[key]])) as Pick<Catalogue, Key>;
}
