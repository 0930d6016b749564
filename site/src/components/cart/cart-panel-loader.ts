/**
 * The cart panel's code loads when the shopper first reaches for the cart button or "Add to Bag"
 * (a pointer resting on one, the keyboard focus, or a click), and the panel is rendered into its
 * place, closed, then (CartPanel.mount.tsx); the cart button's own script opens it. Pages without
 * the panel (the cart and checkout pages show the cart themselves) have no place for it.
 *
 * If the code cannot be loaded, the place goes, so the cart button is a plain link to the cart page
 * again; a click that was waiting for the panel goes there at once.
 */
import { loadOnIntent } from '../../lib/load-on-intent.ts';

const place = document.querySelector<HTMLElement>('[data-cart-panel]');
if (place) {
  loadOnIntent(
    '[data-cart-trigger]',
    () => import('./CartPanel.mount.tsx').then(({ mountCartPanel }) => mountCartPanel(place)),
    (loading, element) =>
      loading.catch(() => {
        place.remove();
        if (element instanceof HTMLAnchorElement) location.assign(element.href);
      }),
  );
}
