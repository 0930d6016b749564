/**
 * The shop's languages (issue 35): English at `/`, Hindi at `/hi/`, Marathi at `/mr/`. Zod-free and
 * tiny, for every workspace and the islands; the words themselves are in `messages/`.
 */
export const LANGUAGES = ['en', 'hi', 'mr'] as const;
export type Language = (typeof LANGUAGES)[number];

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
