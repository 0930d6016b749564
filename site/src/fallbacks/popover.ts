/**
 * The phone menu is a `popover` opened by `popovertarget` (Chromium 114, Safari 17, Firefox 125).
 * Without it the menu would sit open under the header and its toggle would do nothing; OddBird's
 * polyfill gives the toggle, light dismiss and Escape, and a toggle tapped before it came acts now.
 */
import '@oddbird/popover-polyfill';
import { replayEarlyClicks } from './replay-early-taps.ts';

replayEarlyClicks((target) => target.closest('[popovertarget]') !== null);
