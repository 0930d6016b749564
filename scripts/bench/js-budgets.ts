/**
 * How much JavaScript each page may load before the shopper interacts (gzip). Content pages carry
 * at most the header's scripts and the cart panel's loader; pages whose whole job is an island
 * (sign-in, cart, checkout, payment) may load React with it, within their own budget.
 */
export type JsBudget = { bytes: number; react: boolean; why: string };

const KB = 1024;
const CONTENT: JsBudget = { bytes: 15 * KB, react: false, why: 'content page' };
// 80 KB, and 1 KB more since @nanostores/react came back (issue 31: the client's package list names it).
const SHOPPING: JsBudget = { bytes: 81 * KB, react: true, why: 'cart, checkout or payment island' };
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
