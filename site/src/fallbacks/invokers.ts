/**
 * Invoker commands (`commandfor` + `command`: Chromium 135, Firefox 144, Safari 26.2) open and close
 * every dialog of the site. Keith Cirkel's polyfill makes those buttons work elsewhere, and the
 * buttons tapped before it came act now.
 */
import 'invokers-polyfill';
import { replayEarlyClicks } from './replay-early-taps.ts';

replayEarlyClicks((target) => target.closest('button[commandfor]') !== null);
