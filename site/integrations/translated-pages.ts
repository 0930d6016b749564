/**
 * The Hindi and Marathi pages (issue 35): each translated page (TRANSLATED_PAGES) is built again at
 * `/hi…` and `/mr…` from the same `.astro` file, which reads its language from its address
 * (src/build/page-language.ts). One build writes all three, so an editor's publish rebuilds them
 * together.
 */

import { LANGUAGES } from '@koolers/contracts/languages';
import { pathIn, TRANSLATED_PAGES } from '@koolers/contracts/pages';
import type { AstroIntegration } from 'astro';

/**
 * Addresses one page answers for any id the browser knows: the web front serves every
 * `/payment/{order}` with `/payment/order` (web/src/server/fallback-routes.ts).
 */
const BUILT_AS: Readonly<Record<string, string>> = { '/payment/[order]': '/payment/order' };

/** The page a translated address is built from: `src/pages/<address>.astro`, the home page `index`. */
export function builtAs(address: string): { pattern: string; entrypoint: string } {
  const built = BUILT_AS[address] ?? address;
  return { pattern: built, entrypoint: `src/pages${built === '/' ? '/index' : built}.astro` };
}

export function translatedPagesIntegration(): AstroIntegration {
  return {
    name: 'koolers:translated-pages',
    hooks: {
      'astro:config:setup': ({ injectRoute }) => {
        for (const language of LANGUAGES.filter((language) => language !== 'en')) {
          for (const address of TRANSLATED_PAGES) {
            const { pattern, entrypoint } = builtAs(address);
            injectRoute({ pattern: pathIn(language, pattern), entrypoint });
          }
        }
      },
    },
  };
}
