/**
 * The Hindi and Marathi pages (issue 35): every page a shopper reads (`isTranslated`: all but the
 * order desk's) is built again at `/hi…` and `/mr…` from the same `.astro` file, which reads its
 * language from its address (src/build/page-language.ts). One build writes all three, so an
 * editor's publish rebuilds them together.
 */

import { readdirSync } from 'node:fs';
import { LANGUAGES } from '@koolers/contracts/languages';
import { isTranslated, pathIn } from '@koolers/contracts/pages';
import type { AstroIntegration } from 'astro';

const PAGES = new URL('../src/pages/', import.meta.url);

/** Each `.astro` page as its route and entrypoint: `order-product/[slug].astro` → `/order-product/[slug]`, `product/index.astro` → `/product`. */
export function astroPages(files: readonly string[]): { route: string; entrypoint: string }[] {
  return files
    .filter((file) => file.endsWith('.astro'))
    .map((file) => ({
      route: `/${file.replace(/\.astro$/, '').replace(/(^|\/)index$/, '')}`.replace(/(.)\/$/, '$1'),
      entrypoint: `src/pages/${file}`,
    }));
}

export function translatedPagesIntegration(): AstroIntegration {
  return {
    name: 'koolers:translated-pages',
    hooks: {
      'astro:config:setup': ({ injectRoute }) => {
        const pages = astroPages(readdirSync(PAGES, { recursive: true, encoding: 'utf8' })).filter((page) => isTranslated(page.route));
        for (const language of LANGUAGES.filter((language) => language !== 'en')) {
          for (const { route, entrypoint } of pages) injectRoute({ pattern: pathIn(language, route), entrypoint });
        }
      },
    },
  };
}
