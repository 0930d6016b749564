/** The search's results: what matched, in order, what in each matched, and suggestions after them. */
import { foldedWords } from './fold.ts';

/** The languages with a search index of their own: every language the shop is written in (issue 35). */
export const SEARCH_LOCALES = ['en', 'hi', 'mr'] as const;

/** The index for a page's language (its `<html lang>`, e.g. "en-IN"); English where a language has none. */
export function searchIndexUrl(lang: string): string {
  const language = lang.toLowerCase().split('-')[0];
  const locale = SEARCH_LOCALES.find((candidate) => candidate === language) ?? SEARCH_LOCALES[0];
  return `/search-index/${locale}.json`;
}

/** One row of the search index the build writes to /search-index/<locale>.json. */
export type SearchEntry = {
  name: string | string[];
  image: string | null;
  type: string;
  link: string;
  /** What it costs, written at build time ("₹120.00", "from ₹150.00" when sizes differ); pages have none. */
  price?: string;
  /** What can be bought: its cart reference and, sold in sizes, their labels (for "Sold out today"). */
  ref?: string;
  sizes?: string[];
  /** "en" in a Hindi or Marathi index, for a name Strapi has no translation of: the result marks it so. */
  lang?: 'en';
};

/** What the index found for a query (lib/search/engine.ts): entry ids in order, and the index's words each matched, by field. */
export type Hit = { id: number; terms: string[]; fields: Record<string, string[]> };

/**
 * A match: its entry, the (folded) words of its name that matched, to highlight; and the words that
 * matched elsewhere, as written: another name ("nariyal" for Tender Coconut Kooler) or a word of its
 * description ("malai"), to show why it is there.
 */
export type SearchMatch = { entry: SearchEntry; nameWords: string[]; matchedAs: string | null };

export type SearchResult = { matches: SearchMatch[]; suggestions: SearchEntry[] };

/** The old shop's rules: more than 2 characters; then at most 5 suggestions after the matches. */
export const MIN_QUERY_LENGTH = 3;
export const MAX_SUGGESTIONS = 5;
/** Devanagari says more in fewer characters: "आम" (mango) and "ताक" (buttermilk) are two. */
const MIN_DEVANAGARI_LENGTH = 2;

/** Whether the query is long enough to search: more than 2 characters, or 2 in Devanagari. */
export function longEnough(query: string): boolean {
  const text = query.trim();
  return text.length >= (/\p{Script=Devanagari}/u.test(text) ? MIN_DEVANAGARI_LENGTH : MIN_QUERY_LENGTH);
}

export function entryName(entry: SearchEntry): string {
  return Array.isArray(entry.name) ? entry.name.join(' ') : entry.name;
}

/**
 * `find` runs the query on the index; `spellings` turns a folded other name back into the way it is
 * written ("am" → "aam").
 */
export function search(
  entries: SearchEntry[],
  find: (query: string) => Hit[],
  query: string,
  spellings: Record<string, string> = {},
): SearchResult {
  if (!longEnough(query)) return { matches: [], suggestions: [] };
  const typed = new Set(foldedWords(query));
  const matches = find(query).flatMap((hit) => {
    const entry = entries[hit.id];
    if (!entry) return [];
    const nameWords = hit.terms.filter((term) => hit.fields[term]?.includes('name'));
    // The rest matched another name it has, or its description: those typed as they are, else the
    // closest of the near misses a typo brought in ("narial", "naryal", … for "nariyl").
    const elsewhere = hit.terms.filter((term) => !nameWords.includes(term));
    const asTyped = elsewhere.filter((term) => typed.has(term));
    const shown = (asTyped.length ? asTyped : elsewhere.slice(0, 1)).map((term) => spellings[term] ?? term);
    return [{ entry, nameWords, matchedAs: shown.length ? shown.join(' ') : null }];
  });
  const first = matches[0]?.entry;
  const matched = new Set(matches.map((match) => match.entry));
  const suggestions = first ? entries.filter((entry) => entry.type === first.type && !matched.has(entry)).slice(0, MAX_SUGGESTIONS) : [];
  return { matches, suggestions };
}
