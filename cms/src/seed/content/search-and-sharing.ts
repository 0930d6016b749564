import type { SeedData } from '../markers';

/**
 * The home page's title and description in search results and shares; the other pages' are made
 * from their own content until an editor writes them.
 */
export const searchAndSharing: SeedData = {
  home: {
    title: 'Koolers: fresh coconut drinks, delivered in Navi Mumbai',
    description:
      'Fresh coconut drinks with real fruit pulp, delivered across Navi Mumbai and Vashi, and natural products from our coconut farm.',
  },
};
