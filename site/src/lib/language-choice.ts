/**
 * The language a shopper chose with the header's switcher, kept in this browser (issue 35). Read
 * before the English home page paints (BaseLayout's first-visit script, which inlines the same key):
 * a shopper who chose Hindi finds the Hindi page again; one who chose English stays in English,
 * whatever the browser asks for.
 */
export const LANGUAGE_CHOICE = 'koolers-language';

export function rememberLanguage(language: string): void {
  try {
    localStorage.setItem(LANGUAGE_CHOICE, language);
  } catch {
    // Storage refused (a private window, storage full): the choice lasts this visit only.
  }
}
