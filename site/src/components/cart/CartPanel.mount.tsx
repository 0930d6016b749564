import type { PageWords } from '@koolers/contracts/words/index';
import { createRoot } from 'react-dom/client';
import { WordsProvider } from '../../lib/words.tsx';
import CartPanel from './CartPanel.tsx';

/**
 * Renders the cart panel into its place in the page (BaseLayout). The panel is a React root of its
 * own rather than an Astro island: it shows nothing until it is opened, so there is nothing to
 * hydrate, and a page whose only island it would be carries none of Astro's island loader (4.4 KB
 * of inline script; README, Islands). cart-panel-loader.ts calls this. Not being an island, it gets
 * its words from the place's `data-words`, which BaseLayout writes in the page's language.
 */
export function mountCartPanel(place: HTMLElement): void {
  const words = JSON.parse(place.dataset.words ?? '{}') as PageWords<'cart'>;
  // Its own prefix, so useId's ids cannot meet those of another React root on the page.
  createRoot(place, { identifierPrefix: 'cart-panel-' }).render(
    <WordsProvider words={words}>
      <CartPanel />
    </WordsProvider>,
  );
}
