/**
 * The shop's pages in its three languages (issue 35): English at `/…`, Hindi at `/hi/…`, Marathi at
 * `/mr/…`, the same path below. Shared by the site's build, the islands (their links and the
 * checkout's step addresses) and the commerce API (the links in its emails and messages), so a link
 * leads to the page in its reader's language wherever it is written. Tiny and dependency-free: the
 * islands ship it.
 */
import { LANGUAGES, type Language } from './languages.ts';

/**
 * The pages only staff read, English alone: the order desk's. Every other page of the shop is
 * written in Hindi and Marathi too (issue 35), so a new page is built in all three from the start
 * and the browser tests read it in each (site/e2e/languages.spec.ts).
 */
const ENGLISH_ONLY_PAGES = /^\/(?:admin-|order-history$|orderhistoryall$)/;
/** Addresses that are not pages: the API, uploaded and built files, the draft preview, a file by its name. */
const NOT_PAGES = /^\/(?:api|uploads|_astro|_preview)(?:\/|$)|\.\w+$/;

/** Whether the page at this English address is written in Hindi and Marathi too. */
export function isTranslated(englishPath: string): boolean {
  return !ENGLISH_ONLY_PAGES.test(englishPath) && !NOT_PAGES.test(englishPath);
}

/** A page's address in a language: `/` is `/hi` in Hindi, `/coconutjuice` is `/hi/coconutjuice`. */
export function pathIn(language: Language, englishPath: string): string {
  if (language === 'en') return englishPath;
  return englishPath === '/' ? `/${language}` : `/${language}${englishPath}`;
}

/** The language of an address: `/hi/…` Hindi, `/mr/…` Marathi, anything else English. */
export function languageOfPath(path: string): Language {
  // At build time a page's address is its file's (`/hi.html`, build.format 'file').
  const first = path.split('/')[1]?.replace(/\.html$/, '');
  return LANGUAGES.find((language) => language !== 'en' && language === first) ?? 'en';
}

/** The English address of a page in any language: `/hi/coconutjuice` is `/coconutjuice`. */
export function englishPathOf(path: string): string {
  const language = languageOfPath(path);
  if (language === 'en') return path;
  return path.slice(language.length + 1) || '/';
}

/**
 * Where a link for a reader of this language leads: the same page in the language when it is
 * translated (`/coconutjuice` is `/hi/coconutjuice` for a Hindi reader), otherwise the English page
 * (a page not translated yet, an outside address, a fragment). A query and a fragment are kept.
 */
export function linkIn(language: Language, href: string): string {
  if (language === 'en' || !href.startsWith('/') || href.startsWith('//')) return href;
  const cut = href.search(/[?#]/);
  const path = cut < 0 ? href : href.slice(0, cut);
  return isTranslated(path) ? `${pathIn(language, path)}${cut < 0 ? '' : href.slice(cut)}` : href;
}

/**
 * A page's whole address on the shop's site, for a reader of this language: the links in emails,
 * WhatsApp and SMS messages lead to the page in the language the order was placed in.
 */
export function pageUrlIn(language: Language | undefined, siteOrigin: string, englishHref: string): string {
  return `${siteOrigin}${linkIn(language ?? 'en', englishHref)}`;
}
