/**
 * How much JavaScript each page may load before the shopper interacts (gzip). Content pages carry
 * at most the header's scripts and the cart panel's loader; pages whose whole job is an island
 * (sign-in, cart, checkout, payment) may load React with it, within their own budget.
 */
import { englishPathOf } from '@koolers/contracts/pages';

export type JsBudget = { bytes: number; react: boolean; why: string };

const KB = 1024;
const CONTENT: JsBudget = { bytes: 15 * KB, react: false, why: 'content page' };
// 80 KB; 1 KB more since @nanostores/react came back (issue 31: the client's package list names it);
// 1 KB more for the islands' words (issue 31 point 5, issue 35): the words came out of the JavaScript
// into the page's props, but the context, withWords and the shared `fill` chunk cost the checkout's
// first load ~0.5 KB net (80.6 → 81.1 KB), the price of serving one island in three languages;
// 1 KB more when these pages came in Hindi and Marathi (issue 35): their links lead on in the page's
// language (contracts/src/pages.ts, 0.4 KB) and the header's language switcher keeps an order's id
// and key when it changes language (0.3 KB), measured /checkout 81.2 → 82.3 KB, /login 79.3 → 80.4.
const SHOPPING: JsBudget = { bytes: 83 * KB, react: true, why: 'cart, checkout or payment island' };
const ACCOUNT: JsBudget = { bytes: 82 * KB, react: true, why: 'sign-in or account island' };
const DESK: JsBudget = { bytes: 150 * KB, react: true, why: 'order desk island' };

const ISLAND_PAGES: [RegExp, JsBudget][] = [
  [/^\/(checkout|order|cart|productorderpage|checkout-form|payment|order-confirmation)$/, SHOPPING],
  [/^\/checkout\/(step[123]|review)$/, SHOPPING],
  [/^\/payment\/order$/, SHOPPING],
  [/^\/(login|register|profile|wishlist|forgot-password|reset-password)$/, ACCOUNT],
  [/^\/(admin-login|admin-register|admin-dashboard|admin-dashboard\/orders\/order|order-history|orderhistoryall)$/, DESK],
];

/** A page's budget, in any language: `/hi/checkout` has the checkout's. */
export function jsBudgetFor(path: string): JsBudget {
  const english = englishPathOf(path);
  return ISLAND_PAGES.find(([pattern]) => pattern.test(english))?.[1] ?? CONTENT;
}
