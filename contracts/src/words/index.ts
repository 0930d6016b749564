import type { Language } from '../languages.ts';
import { account } from './account.ts';
import { cart } from './cart.ts';
import { checkout } from './checkout.ts';
import { club } from './club.ts';
import { deliveryCheck } from './delivery-check.ts';
import { desk } from './desk.ts';
import { deskOrders } from './desk-orders.ts';
import { formRules } from './form-rules.ts';
import { orders } from './orders.ts';
import { signIn } from './sign-in.ts';

/**
 * The islands' words, by area (issue 31 point 5, issue 35): what a shopper, customer or staff
 * member reads in the browser's React code. Read at build time only: a page hands each island the
 * areas it shows, in the page's language (`pageWords`), as props, so the browser downloads one
 * language's words and no catalogue code. The islands read them with `useWords(area)`
 * (site/src/lib/words.tsx) and fill placeholders with `fill` (fill.ts).
 *
 * The API's error messages are the other catalogue (messages.ts): they are answered by the server in
 * the request's language.
 */
const AREAS = { account, cart, checkout, club, deliveryCheck, desk, deskOrders, formRules, orders, signIn };

export type WordArea = keyof typeof AREAS;

/** An area's words, typed by its English (the placeholders `fill` checks). */
export type WordsOf<Area extends WordArea> = (typeof AREAS)[Area]['en'];

/**
 * What a page hands an island: the areas it shows, in one language, and that language (where the
 * island's links lead: pages.ts `linkIn`).
 */
export type PageWords<Area extends WordArea = WordArea> = { language: Language } & { [A in Area]: WordsOf<A> };

/** The words of these areas in a language, for an island's `words` prop. */
export function pageWords<Area extends WordArea>(language: Language, ...areas: Area[]): PageWords<Area> {
  // Each translation has the English keys (Translation<>); the English type carries the placeholders.
  return { language, ...Object.fromEntries(areas.map((area) => [area, AREAS[area][language]])) } as PageWords<Area>;
}

/** Every area in every language, for the catalogue's tests. */
export const ALL_WORDS: Readonly<Record<WordArea, Readonly<Record<Language, Readonly<Record<string, string>>>>>> = AREAS;
