/**
 * The pages' own words (headings, buttons, labels that are not Strapi content), by component, in
 * English, Hindi and Marathi (issue 35). Each component keeps its words in a `*.words.ts` beside it,
 * an `AreaWords` like the islands' (contracts/src/words): a key missing from a translation fails
 * type-checking. Read at build time only: no page ships a catalogue.
 */
import type { Language } from '@koolers/contracts/languages';
import type { AreaWords } from '@koolers/contracts/words/translation';
import { isTranslated, languageOfPage, pathIn } from './page-language.ts';

export { fill } from '@koolers/contracts/words/fill';

/** A component's words in its page's language: `const words = wordsFor(Astro.url, headerWords)`. */
export function wordsFor<English extends Readonly<Record<string, string>>>(url: URL, words: AreaWords<English>): English {
  // Each translation has the English keys; the English type carries the placeholders `fill` checks.
  return words[languageOfPage(url)] as English;
}

/**
 * Where a link on a page in this language leads: the same page in the language when it is
 * translated (`/coconutjuice` is `/hi/coconutjuice` from a Hindi page), otherwise the English page
 * (a page not translated yet, an outside address, a fragment).
 */
export function linkIn(language: Language, href: string): string {
  if (language === 'en' || !href.startsWith('/') || href.startsWith('//')) return href;
  const [path = '/', rest = ''] = href.split(/(?=[?#])/, 2) as [string, string?];
  return isTranslated(path) ? `${pathIn(language, path)}${rest}` : href;
}
