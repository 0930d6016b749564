/**
 * `:has()` (Safari 15.4, Chromium 105, Firefox 121) drives the catalogue filter, the product gallery,
 * the flavour showcase, the pause toggles of moving strips and the wishlist hearts. Firefox 115–120
 * drop those rules. The build copies every `:has()` rule of the site into /fallbacks/has.css with the
 * selector rewritten to an attribute (integrations/has-fallback-stylesheet.ts); csstools' polyfill
 * sets those attributes as the page changes.
 */
import cssHasPseudo from 'css-has-pseudo/browser';

const link = document.createElement('link');
link.rel = 'stylesheet';
link.href = '/fallbacks/has.css'; // written by the build (integrations/has-fallback-stylesheet.ts)
link.addEventListener('load', () => cssHasPseudo(document), { once: true });
document.head.append(link);
