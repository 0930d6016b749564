/**
 * Code that loads when the shopper first reaches for what needs it: a pointer resting on an element
 * matching `selector`, or the keyboard focus reaching one, starts `load` early (its failure is
 * dealt with on the click); the first click on one stops the listening and hands `clicked` the one
 * loading, the element and the click, to show what was asked for or cope with a failure. The cart
 * panel's loader and `client:click` both load this way.
 */
export function loadOnIntent<T>(
  selector: string,
  load: () => Promise<T>,
  clicked: (loading: Promise<T>, element: Element, event: Event) => void,
): void {
  let loading: Promise<T> | undefined;
  const types = ['click', 'pointerover', 'focusin'];
  // One listener for the three events: this runs on every page, and it is the smallest shape.
  const listener = (event: Event) => {
    // The target is an element, or the document itself, which has no closest().
    const element = (event.target as Element).closest?.(selector);
    if (!element) return;
    loading ??= load();
    loading.catch(() => {});
    if (event.type !== 'click') return;
    for (const type of types) document.removeEventListener(type, listener, true);
    clicked(loading, element, event);
  };
  for (const type of types) document.addEventListener(type, listener, true);
}
