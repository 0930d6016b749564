/**
 * What can be bought today: staff mark a kooler, a diet drink or a product's size sold out at the
 * desk for the day (India's date); the shop greys it out and the API refuses to sell it. Types and
 * words only: the API builds these, the site and the desk read them.
 */
import type { ItemKind } from './catalogue.ts';

/** An item (`size` null) or one size of it that cannot be bought today. */
export type SoldOutLine = { ref: string; size: string | null };

/** GET /api/availability: everything sold out today (a short list, usually empty). */
export type AvailabilityView = { day: string; soldOut: SoldOutLine[] };

/** GET /api/admin/availability: every item of the catalogue with whether it is sold out today. */
export type DeskAvailabilityItem = {
  ref: string;
  name: string;
  kind: ItemKind;
  /** Items sold in one size. */
  soldOut: boolean;
  /** Items sold in sizes: each size's state (empty for items sold in one size). */
  sizes: { label: string; soldOut: boolean }[];
};
export type DeskAvailabilityView = { day: string; items: DeskAvailabilityItem[] };

/** What the shop shows on a sold-out item, and on a sold-out size beside its name. */
export const SOLD_OUT_TODAY = 'Sold out today';
