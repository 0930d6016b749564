import { onFirstTrigger } from '../../lib/on-first-trigger.ts';

/**
 * The cart panel's code loads on the first click of the cart button or of "Add to Bag", and the
 * panel is rendered into its place then (CartPanel.mount.tsx). Pages without the panel (the cart
 * and checkout pages show the cart themselves) have no place for it.
 */
const place = document.querySelector('[data-cart-panel]');
if (place) {
  onFirstTrigger('[data-cart-trigger]', async () => {
    const { mountCartPanel } = await import('./CartPanel.mount.tsx');
    return () => mountCartPanel(place);
  });
}
