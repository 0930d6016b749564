import { LANGUAGES, type Language } from '@koolers/contracts/languages';

/**
 * A page's language, from its address (issue 35): `/hi/…` Hindi, `/mr/…` Marathi, anything else
 * English. Every page is English until the Hindi and Marathi pages are built; the islands' words
 * already follow this.
 */
export function languageOfPage(url: URL): Language {
  const first = url.pathname.split('/')[1];
  return LANGUAGES.find((language) => language !== 'en' && language === first) ?? 'en';
}

/** The `lang` attribute of a page in that language: the Indian variant of each. */
export function htmlLang(language: Language): string {
  return `${language}-IN`;
}
