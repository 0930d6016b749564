/**
 * The Hindi and Marathi pages (issue 35): each translated page (TRANSLATED_PAGES) is built again at
 * `/hi…` and `/mr…` from the same `.astro` file, which reads its language from its address
 * (src/build/page-language.ts). One build writes all three, so an editor's publish rebuilds them
 * together.
 */

import { LANGUAGES } from '@koolers/contracts/languages';
import type { AstroIntegration } from 'astro';
import { pathIn, TRANSLATED_PAGES } from '../src/build/page-language.ts';

export function translatedPagesIntegration(): AstroIntegration {
  return {
    name: 'koolers:translated-pages',
    hooks: {
      'astro:config:setup': ({ injectRoute }) => {
        for (const language of LANGUAGES.filter((language) => language !== 'en')) {
          for (const [path, entrypoint] of Object.entries(TRANSLATED_PAGES)) injectRoute({ pattern: pathIn(language, path), entrypoint });
        }
      },
    },
  };
}
