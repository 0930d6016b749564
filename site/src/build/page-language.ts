import { LANGUAGES, type Language } from '@koolers/contracts/languages';

/**
 * The pages written in Hindi and Marathi so far, by their English address (Astro's route pattern:
 * `[slug]` stands for any one segment), with the page that builds them in every language
 * (integrations/translated-pages.ts serves each again at `/hi…` and `/mr…`). A page joins this list
 * when its own words are in the catalogue in all three languages; a link from a translated page to
 * one not yet here opens it in English.
 */
export const TRANSLATED_PAGES: Readonly<Record<string, string>> = {
  '/': 'src/pages/index.astro',
  '/coconutjuice': 'src/pages/coconutjuice.astro',
  '/coconutmilk': 'src/pages/coconutmilk.astro',
  '/order-product/[slug]': 'src/pages/order-product/[slug].astro',
};

/** A route pattern as a regular expression: each `[param]` one segment, the rest as written. */
const routeOf = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split(/\[\w+\]/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}$`,
  );
const translatedRoutes = Object.keys(TRANSLATED_PAGES).map(routeOf);

/** Whether the page at this English address is written in Hindi and Marathi too. */
export function isTranslated(englishPath: string): boolean {
  return translatedRoutes.some((route) => route.test(englishPath));
}

/** A page's address in a language: `/` is `/hi` in Hindi, `/coconutjuice` is `/hi/coconutjuice`. */
export function pathIn(language: Language, englishPath: string): string {
  if (language === 'en') return englishPath;
  return englishPath === '/' ? `/${language}` : `/${language}${englishPath}`;
}

/** The English address of a page in any language: `/hi/coconutjuice` is `/coconutjuice`. */
export function englishPathOf(path: string): string {
  const language = languageOfPath(path);
  if (language === 'en') return path;
  return path.slice(language.length + 1) || '/';
}

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

function languageOfPath(path: string): Language {
  // At build time a page's address is its file's (`/hi.html`, build.format 'file').
  const first = path.split('/')[1]?.replace(/\.html$/, '');
  return LANGUAGES.find((language) => language !== 'en' && language === first) ?? 'en';
}

/** The `lang` attribute of a page in that language: the Indian variant of each. */
export function htmlLang(language: Language): string {
  return `${language}-IN`;
}
