/**
 * What the search index holds for each entry, written at build time: its name, the other names of its
 * words (the committed alias table and the editors' synonyms from Strapi), and its short description.
 */
import { WORD_ALIASES } from './aliases.ts';
import { foldedWords, foldWord, words } from './fold.ts';
import { entryName, type SearchEntry } from './search.ts';

/** One editors' synonym (Strapi, "Search and sharing"): the words shoppers type, and the words of the catalogue they mean. */
export type Synonym = { words: string; means: string };

/**
 * A catalogue entry as the build gives it: the row the results show, the words describing it (in a
 * Hindi or Marathi index, its description in that language and in English), and `alsoCalled`, its
 * English name in such an index, which a shopper may type as well.
 */
export type Searchable = { entry: SearchEntry; description?: string | null | (string | null | undefined)[]; alsoCalled?: string };

export type SearchDocument = { id: number; name: string; aliases: string; description: string };

/** The alias table keyed by the folded word, so "Koolers" and "kooler" find the same aliases. */
const aliasesByWord = new Map(Object.entries(WORD_ALIASES).map(([word, aliases]) => [foldWord(word) ?? word, aliases]));

export function searchDocuments(searchables: Searchable[], synonyms: Synonym[]): SearchDocument[] {
  return searchables.map(({ entry, description, alsoCalled }, id) => {
    const name = entryName(entry);
    const nameWords = new Set(foldedWords(alsoCalled ? `${name} ${alsoCalled}` : name));
    const aliases = [...(alsoCalled ? [alsoCalled] : []), ...[...nameWords].flatMap((word) => aliasesByWord.get(word) ?? [])];
    // An editors' synonym belongs to every name holding all the words it means ("shahale" → tender coconut).
    for (const synonym of synonyms) {
      const means = foldedWords(synonym.means);
      if (means.length && means.every((word) => nameWords.has(word))) aliases.push(synonym.words);
    }
    const descriptions = (Array.isArray(description) ? description : [description]).filter((text): text is string => !!text);
    return { id, name, aliases: [...new Set(aliases)].join(' '), description: [...new Set(descriptions)].map(describedAs).join(' ') };
  });
}

/**
 * The first sentence of a description (a kooler's subtitle is one), with the other names of its
 * words: "Pure tender coconut water" also says "pani", so "nariyal pani" finds the drink.
 */
function describedAs(description: string): string {
  const sentence = description.split(/(?<=[.!?])\s/)[0] ?? '';
  const aliases = foldedWords(sentence).flatMap((word) => aliasesByWord.get(word) ?? []);
  return [sentence, ...new Set(aliases)].join(' ');
}

/**
 * How the other names were written, by their folded form ("am" → "aam", "fana" → "phanas"): the
 * results show the name that matched as a shopper would write it.
 */
export function spellingsOf(documents: SearchDocument[]): Record<string, string> {
  const spellings: Record<string, string> = {};
  for (const document of documents)
    for (const word of words(`${document.aliases} ${document.description}`)) {
      const written = word.toLowerCase();
      const folded = foldWord(written);
      if (folded && folded !== written) spellings[folded] ??= written;
    }
  return spellings;
}
