import { LANGUAGES, type Language } from '@koolers/contracts/languages';
import { englishPathOf, isTranslated, languageOfPath, pathIn } from '@koolers/contracts/pages';

export { pathIn } from '@koolers/contracts/pages';

/** A page's addresses in every language, when it is translated: its hreflang alternates and the switcher's links. */
export function translationsOf(path: string): { language: Language; path: string }[] {
  const english = englishPathOf(path);
  if (!isTranslated(english)) return [];
  return LANGUAGES.map((language) => ({ language, path: pathIn(language, english) }));
}

/**
 * A page's language, from its address (issue 35): `/hi/…` Hindi, `/mr/…` Marathi, anything else
 * English.
 */
export function languageOfPage(url: URL): Language {
  return languageOfPath(url.pathname);
}

/** The `lang` attribute of a page in that language: the Indian variant of each. */
export function htmlLang(language: Language): string {
  return `${language}-IN`;
}
