import type { SeedData } from '../markers';

/**
 * The home page's title and description in search results and shares; the other pages' are made
 * from their own content until an editor writes them. And the first of the editors' synonyms for
 * the shop's own search: names for tender coconut the catalogue does not use (Marathi, Bengali,
 * Tamil), which the site's alias table (site/src/lib/search/aliases.ts) does not hold either.
 */
export const searchAndSharing: SeedData = {
  home: {
    title: 'Koolers: fresh coconut drinks, delivered in Navi Mumbai',
    description:
      'Fresh coconut drinks with real fruit pulp, delivered across Navi Mumbai and Vashi, and natural products from our coconut farm.',
  },
  searchSynonyms: [
    { words: 'shahale shahala shahali शहाळे शहाळं शहाळा', means: 'tender coconut' },
    { words: 'daab dab elaneer ilaneer', means: 'tender coconut' },
  ],
};
