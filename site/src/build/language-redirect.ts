import type { Language } from '@koolers/contracts/languages';
import { LANGUAGE_CHOICE } from '../lib/language-choice.ts';

/**
 * The first-visit script of an English page written in Hindi and Marathi too (issue 35), inline in
 * its head so it runs before the first paint: a shopper who chose a language with the switcher finds
 * it again; one who never chose goes to the page in Hindi or Marathi only when the browser's first
 * language is one of them. An English choice, or any other browser language, stays here.
 */
export function languageRedirectScript(translations: { language: Language; path: string }[]): string {
  const paths = Object.fromEntries(translations.filter((page) => page.language !== 'en').map((page) => [page.language, page.path]));
  return `(function(){try{var c=localStorage.getItem(${JSON.stringify(LANGUAGE_CHOICE)}),l=c||((navigator.languages&&navigator.languages[0])||navigator.language||"").slice(0,2).toLowerCase(),p=${JSON.stringify(paths)}[l];if(p)location.replace(p+location.search+location.hash)}catch(e){}})()`;
}
