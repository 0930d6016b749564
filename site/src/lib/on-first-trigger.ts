/**
 * Loads code on the shopper's first click of an element matching `selector` (the cart button, "Add
 * to Bag", "Get Started"), so a page carries none of it before. Downloading starts a little earlier,
 * when a pointer rests on or focus reaches such an element; `load` resolves to what the click then
 * runs (mount or hydrate the island).
 *
 * What the click meant (open the cart, open the dialog) travels through a shared store the
 * trigger's own small script sets, so nothing is clicked twice. A link that triggers does not
 * navigate while the code loads; if the code cannot be loaded, the link is followed after all, so
 * the shopper still gets somewhere.
 */
export function onFirstTrigger(selector: string, load: () => Promise<() => unknown>): void {
  let loading: ReturnType<typeof load> | undefined;
  const start = () => {
    loading ??= load();
    return loading;
  };
  const trigger = (event: Event) => (event.target instanceof Element ? event.target.closest(selector) : null);

  const warm = (event: Event) => {
    if (trigger(event)) void start().catch(() => {});
  };
  const onClick = async (event: Event) => {
    const element = trigger(event);
    if (!element) return;
    for (const type of ['click', 'pointerover', 'focusin']) document.removeEventListener(type, type === 'click' ? onClick : warm, true);
    const link = element.closest<HTMLAnchorElement>('a[href]');
    if (link) event.preventDefault();
    try {
      const run = await start();
      await run();
    } catch {
      if (link) location.assign(link.href);
    }
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('pointerover', warm, true);
  document.addEventListener('focusin', warm, true);
}
