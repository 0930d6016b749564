/**
 * The search itself, on MiniSearch: typo-tolerant (fuzzy) and prefix matching over each entry's name,
 * its aliases and its description, every word folded alike (lib/search/fold.ts). The build writes
 * the index with these options (pages/search-index/[locale].json.ts); the browser loads it with the
 * same ones, when search first opens.
 */
import MiniSearch, { type AsPlainObject, type Options, type SearchOptions } from 'minisearch';
import type { SearchDocument } from './documents.ts';
import { foldWord, words } from './fold.ts';
import type { Hit, SearchEntry } from './search.ts';

export const INDEX_OPTIONS: Options<SearchDocument> = {
  fields: ['name', 'aliases', 'description'],
  tokenize: words,
  processTerm: (term) => foldWord(term),
};

/**
 * Typos forgiven: none in a word of three letters or fewer ("aam", "oil"), one in four or five
 * ("cocnut"), two from six ("pomegranite"); two letters swapped ("mnago") are tried apart (swaps()).
 */
function typosAllowed(term: string): number {
  const letters = [...term].length;
  if (letters <= 3) return 0;
  return letters <= 5 ? 1 : 2;
}

/** The word with each pair of neighbouring letters swapped ("mnago" → "nmago", "mango", …). */
function swaps(word: string): string[] {
  const letters = [...word];
  if (letters.length < 4) return [];
  return letters.slice(1).map((_, i) => [...letters.slice(0, i), letters[i + 1], letters[i], ...letters.slice(i + 2)].join(''));
}

const SEARCH_OPTIONS: SearchOptions = {
  boost: { name: 3, aliases: 2, description: 1 },
  // A word found as typed ranks above one found by forgiving a typo or completing it.
  weights: { fuzzy: 0.2, prefix: 0.3 },
  prefix: (term) => [...term].length >= 3,
  fuzzy: (term) => typosAllowed(term),
  combineWith: 'AND',
};

export type SearchIndex = AsPlainObject;

/** What /search-index/<locale>.json holds: the rows results show, the index, and the other names' spellings (documents.ts). */
export type SearchIndexFile = { entries: SearchEntry[]; index: SearchIndex; spellings: Record<string, string> };

export function buildIndex(documents: SearchDocument[]): SearchIndex {
  const index = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
  index.addAll(documents);
  return index.toJSON();
}

export function loadIndex(index: SearchIndex): MiniSearch<SearchDocument> {
  return MiniSearch.loadJS(index, INDEX_OPTIONS);
}

/** Every word must match; when no entry has them all ("jamun wala"), the entries matching most of them. */
export function find(index: MiniSearch<SearchDocument>, query: string): Hit[] {
  // Each word as typed (with its typos forgiven and as the start of a longer word), or exactly with two letters swapped.
  const perWord = words(query).map((word) => ({
    combineWith: 'OR' as const,
    queries: [word, { combineWith: 'OR' as const, queries: swaps(word), fuzzy: false, prefix: false }],
  }));
  let results = index.search({ combineWith: 'AND', queries: perWord }, SEARCH_OPTIONS);
  if (!results.length) results = index.search({ combineWith: 'OR', queries: perWord }, SEARCH_OPTIONS);
  return results.map((result) => ({ id: result.id, terms: result.terms, fields: result.match }));
}
