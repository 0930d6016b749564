/**
 * The cart panel's code loads when the shopper first reaches for the cart button or "Add to Bag"
 * (a pointer resting on one, the keyboard focus, or a click), and the panel is rendered into its
 * place, closed, then (CartPanel.mount.tsx); the cart button's own script opens it. Pages without
 * the panel (the cart and checkout pages show the cart themselves) have no place for it.
 *
 * If the code cannot be loaded, the place goes, so the cart button is a plain link to the cart page
 * again; a click that was waiting for the panel goes there at once.
 */
const place = document.querySelector('[data-cart-panel]');
if (place) {
  let loading: Promise<void> | undefined;
  const load = () => {
    loading ??= import('./CartPanel.mount.tsx').then(({ mountCartPanel }) => mountCartPanel(place));
    return loading;
  };
  const trigger = (event: Event) => (event.target instanceof Element ? event.target.closest('[data-cart-trigger]') : null);

  const warm = (event: Event) => {
    if (trigger(event)) load().catch(() => {});
  };
  const onClick = (event: Event) => {
    const element = trigger(event);
    if (!element) return;
    for (const type of ['pointerover', 'focusin']) document.removeEventListener(type, warm, true);
    document.removeEventListener('click', onClick, true);
    load().catch(() => {
      place.remove();
      if (element instanceof HTMLAnchorElement) location.assign(element.href);
    });
  };
  document.addEventListener('click', onClick, true);
  for (const type of ['pointerover', 'focusin']) document.addEventListener(type, warm, true);
}
