/**
 * The shop's pages in its three languages (issue 35): English at `/…`, Hindi at `/hi/…`, Marathi at
 * `/mr/…`, the same path below. Shared by the site's build, the islands (their links and the
 * checkout's step addresses) and the commerce API (the links in its emails and messages), so a link
 * leads to the page in its reader's language wherever it is written. Tiny and dependency-free: the
 * islands ship it.
 */
import { LANGUAGES, type Language } from './languages.ts';

/**
 * The pages written in Hindi and Marathi so far, by their English address as a shopper sees it:
 * `[param]` stands for any one segment (each kooler's page, the payment page of any order). A page
 * joins this list when its own words exist in all three languages; a link from a translated page to
 * one not yet here opens it in English.
 */
export const TRANSLATED_PAGES: readonly string[] = [
  '/',
  '/coconutjuice',
  '/coconutmilk',
  '/order-product/[slug]',
  // The cart and the checkout, from every address the old shop had for them, to the order's own pages.
  '/cart',
  '/checkout',
  '/order',
  '/productorderpage',
  '/checkout/step1',
  '/checkout/step2',
  '/checkout/review',
  '/checkout/step3',
  '/checkout-form',
  '/order-confirmation',
  '/order/confirm',
  '/payment',
  '/payment/[order]',
  // Signing in and the account.
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/profile',
  '/wishlist',
];

/** A route pattern as a regular expression: each `[param]` one segment, the rest as written. */
const routeOf = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split(/\[\w+\]/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}$`,
  );
const translatedRoutes = TRANSLATED_PAGES.map(routeOf);

/** Whether the page at this English address is written in Hindi and Marathi too. */
export function isTranslated(englishPath: string): boolean {
  return translatedRoutes.some((route) => route.test(englishPath));
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
