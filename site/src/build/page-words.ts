/**
 * The pages' own words (headings, buttons, labels that are not Strapi content), by component, in
 * English, Hindi and Marathi (issue 35). Each component keeps its words in a `*.words.ts` beside it,
 * an `AreaWords` like the islands' (contracts/src/words): a key missing from a translation fails
 * type-checking. Read at build time only: no page ships a catalogue.
 */
import type { AreaWords } from '@koolers/contracts/words/translation';
import { languageOfPage } from './page-language.ts';

export { linkIn } from '@koolers/contracts/pages';
export { fill } from '@koolers/contracts/words/fill';

/** A component's words in its page's language: `const words = wordsFor(Astro.url, headerWords)`. */
export function wordsFor<English extends Readonly<Record<string, string>>>(url: URL, words: AreaWords<English>): English {
  // Each translation has the English keys; the English type carries the placeholders `fill` checks.
  return words[languageOfPage(url)] as English;
}
