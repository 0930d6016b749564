/** One row of the search index the build writes to /search-index.json. */
export type SearchEntry = {
  name: string | string[];
  image: string | null;
  type: string;
  link: string;
  /** What can be bought: its cart reference and, sold in sizes, their labels (for "Sold out today"). */
  ref?: string;
  sizes?: string[];
};

export type SearchResult = { matches: SearchEntry[]; suggestions: SearchEntry[] };

/** The old shop's rules: more than 2 characters; then at most 5 suggestions after the matches. */
export const MIN_QUERY_LENGTH = 3;
export const MAX_SUGGESTIONS = 5;

export function entryName(entry: SearchEntry): string {
  return Array.isArray(entry.name) ? entry.name.join(' ') : entry.name;
}

/**
 * Case-insensitive substring match on the name (list names joined with spaces), word by word: every
 * word of the query must be in the name, in any order, so "coconut oil" finds "Hibiscus Coconut Hair
 * Oil" as well as "Virgin Coconut Oil".
 */
export function search(index: SearchEntry[], query: string): SearchResult {
  const needle = query.trim().toLowerCase();
  if (needle.length < MIN_QUERY_LENGTH) return { matches: [], suggestions: [] };
  const words = needle.split(/\s+/);
  const matches: SearchEntry[] = [];
  const others: SearchEntry[] = [];
  for (const entry of index) {
    const name = entryName(entry).toLowerCase();
    (words.every((word) => name.includes(word)) ? matches : others).push(entry);
  }
  const suggestions = matches.length ? others.filter((entry) => entry.type === matches[0]?.type).slice(0, MAX_SUGGESTIONS) : [];
  return { matches, suggestions };
}
