import { LANGUAGES } from '@koolers/contracts/languages';
import { LANGUAGE_CHOICE } from '../lib/language-choice.ts';

/**
 * The first-visit script of an English page written in Hindi and Marathi too (issue 35), inline in
 * its head so it runs before the first paint: a shopper who chose a language with the switcher finds
 * it again; one who never chose goes to the page in Hindi or Marathi only when the browser's first
 * language is one of them. An English choice, or any other browser language, stays here. The page in
 * the other language is this address under its prefix (contracts/src/pages.ts `pathIn`), so an
 * order's id, query and key come along (`/payment/{order}#key=…`).
 */
export function languageRedirectScript(): string {
  const others = LANGUAGES.filter((language) => language !== 'en');
  return `(function(){try{var c=localStorage.getItem(${JSON.stringify(LANGUAGE_CHOICE)}),l=c||((navigator.languages&&navigator.languages[0])||navigator.language||"").slice(0,2).toLowerCase(),p=location.pathname;if(${JSON.stringify(others)}.indexOf(l)>=0)location.replace("/"+l+(p==="/"?"":p)+location.search+location.hash)}catch(e){}})()`;
}
