import type { ClientDirective } from 'astro';

/**
 * `client:click="<selector>"`: the island's code loads when the shopper first clicks an element
 * matching the selector ("Get Started"), so a page carries none of it before. It
 * starts downloading a little earlier, when a pointer rests on or focus reaches such an element.
 *
 * The directive only loads and hydrates; what the click meant (open the cart, open the dialog)
 * travels through a shared store the trigger's own small script sets, so nothing is clicked twice.
 * A link that triggers does not navigate while the island loads; if the code cannot be loaded,
 * the link is followed after all, so the shopper still gets somewhere.
 */
const clickDirective: ClientDirective = (load, options) => {
  const selector = String(options.value);
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
      const hydrate = await start();
      await hydrate();
    } catch {
      if (link) location.assign(link.href);
    }
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('pointerover', warm, true);
  document.addEventListener('focusin', warm, true);
};

export default clickDirective;
