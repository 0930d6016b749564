import type { ClientDirective } from 'astro';
import { loadOnIntent } from './load-on-intent.ts';

/**
 * `client:click="<selector>"`: the island's code loads when the shopper first clicks an element
 * matching the selector ("Get Started"), so a page carries none of it before. It
 * starts downloading a little earlier, when a pointer rests on or focus reaches such an element.
 *
 * The directive only loads and hydrates; what the click meant (open the cart, open the dialog)
 * travels through a shared store the trigger's own small script sets, so nothing is clicked twice.
 * A link that triggers does not navigate while the island loads; if the code cannot be loaded,
 * the link is followed after all, so the shopper still gets somewhere. The waiting for intent is
 * the cart panel's too (load-on-intent.ts).
 */
const clickDirective: ClientDirective = (load, options) => {
  loadOnIntent(String(options.value), load, async (loading, element, event) => {
    const link = element.closest<HTMLAnchorElement>('a[href]');
    if (link) event.preventDefault();
    try {
      const hydrate = await loading;
      await hydrate();
    } catch {
      if (link) location.assign(link.href);
    }
  });
};

export default clickDirective;
