/**
 * Invoker commands (`commandfor` + `command`: Chromium 135, Firefox 144, Safari 26.2) open and close
 * every dialog of the site. Keith Cirkel's polyfill makes those buttons work elsewhere.
 */
import 'invokers-polyfill';
