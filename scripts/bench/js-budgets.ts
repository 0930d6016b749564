/**
 * How much JavaScript each page may load before the shopper interacts (gzip). Content pages carry
 * at most the header's scripts and the cart panel's loader; pages whose whole job is an island
 * (sign-in, cart, checkout, payment) may load React with it, within their own budget.
 */
export type JsBudget = { bytes: number; react: boolean; why: string };

const KB = 1024;
const CONTENT: JsBudget = { bytes: 15 * KB, react: false, why: 'content page' };
// 80 KB; 1 KB more since @nanostores/react came back (issue 31: the client's package list names it);
// 1 KB more for the islands' words (issue 31 point 5, issue 35): the words came out of the JavaScript
// into the page's props, but the context, withWords and the shared `fill` chunk cost the checkout's
// first load ~0.5 KB net (80.6 → 81.1 KB), the price of serving one island in three languages.
const SHOPPING: JsBudget = { bytes: 82 * KB, react: true, why: 'cart, checkout or payment island' };
const ACCOUNT: JsBudget = { bytes: 81 * KB, react: true, why: 'sign-in or account island' };
const DESK: JsBudget = { bytes: 150 * KB, react: true, why: 'order desk island' };

const ISLAND_PAGES: [RegExp, JsBudget][] = [
  [/^\/(checkout|order|cart|productorderpage|checkout-form|payment|order-confirmation)$/, SHOPPING],
  [/^\/checkout\/(step[123]|review)$/, SHOPPING],
  [/^\/payment\/order$/, SHOPPING],
  [/^\/(login|register|profile|wishlist|forgot-password|reset-password)$/, ACCOUNT],
  [/^\/(admin-login|admin-register|admin-dashboard|admin-dashboard\/orders\/order|order-history|orderhistoryall)$/, DESK],
];

export function jsBudgetFor(path: string): JsBudget {
  return ISLAND_PAGES.find(([pattern]) => pattern.test(path))?.[1] ?? CONTENT;
}
