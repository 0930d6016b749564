/**
 * The cart panel's code loads when the shopper first reaches for the cart button or "Add to Bag"
 * (a pointer resting on one, the keyboard focus, or a click), and the panel is rendered into its
 * place, closed, then (CartPanel.mount.tsx); the cart button's own script opens it. Pages without
 * the panel (the cart and checkout pages show the cart themselves) have no place for it.
 *
 * If the code cannot be loaded, the place goes, so the cart button is a plain link to the cart
 * page again, and a click on it goes there at once.
 */
const place = document.querySelector('[data-cart-panel]');
if (place) {
  const events = ['pointerover', 'focusin', 'click'];
  const load = (event: Event) => {
    const trigger = event.target instanceof Element && event.target.closest('[data-cart-trigger]');
    if (!trigger) return;
    for (const type of events) document.removeEventListener(type, load, true);
    import('./CartPanel.mount.tsx').then(
      ({ mountCartPanel }) => mountCartPanel(place),
      () => {
        place.remove();
        if (event.type === 'click' && trigger instanceof HTMLAnchorElement) location.assign(trigger.href);
      },
    );
  };
  for (const type of events) document.addEventListener(type, load, true);
}
