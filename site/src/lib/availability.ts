/**
 * What staff marked sold out today (GET /api/availability, a short public list the browser may keep
 * for a few seconds), for the pages' Add to Bag forms and the search results. Read when the page
 * opens, again every half minute while it is in view (staff tick a flavour off mid-afternoon, and a
 * page left open must not go on selling it), and when the shopper comes back to the tab. If it cannot be read, everything looks on sale
 * and the server still refuses a sold-out line at the cart and the checkout.
 */
import type { AvailabilityView } from '@koolers/contracts/availability';

export type SoldOut = {
  /** The whole item (or, for an item sold in sizes, every size of it: pass `sizes`). */
  item(ref: string, sizes?: readonly string[]): boolean;
  size(ref: string, size: string): boolean;
};

const NOTHING: SoldOut = { item: () => false, size: () => false };

/**
 * How often an open page asks again. The desk promises "everywhere within 30 seconds": 20 s here
 * plus the 10 s the answer may be kept (the API's max-age).
 */
const EVERY_MS = 20_000;

let current: Promise<SoldOut> | undefined;
let watching = false;
const listeners = new Set<(soldOut: SoldOut) => void>();

function load(): Promise<SoldOut> {
  return fetch('/api/availability', { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<AvailabilityView>) : null))
    .then((view) => (view ? soldOutFrom(view) : NOTHING))
    .catch(() => NOTHING);
}

export function soldOutFrom(view: AvailabilityView): SoldOut {
  const items = new Set(view.soldOut.filter((line) => line.size === null).map((line) => line.ref));
  const sizes = new Set(view.soldOut.flatMap((line) => (line.size === null ? [] : [`${line.ref}\u0000${line.size}`])));
  const size = (ref: string, label: string) => sizes.has(`${ref}\u0000${label}`);
  return {
    item: (ref, itemSizes) => items.has(ref) || (!!itemSizes?.length && itemSizes.every((label) => size(ref, label))),
    size,
  };
}

/** Calls `show` with today's sold-out list now, and again whenever it is read anew, until the answer is called. */
export function onSoldOut(show: (soldOut: SoldOut) => void): () => void {
  // Once per page: the listeners may all leave (a closed wishlist) and others come later.
  if (!watching) {
    watching = true;
    addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') refresh();
    });
    addEventListener('pageshow', (event) => {
      if (event.persisted) refresh();
    });
    setInterval(() => {
      if (document.visibilityState === 'visible') refresh();
    }, EVERY_MS);
  }
  listeners.add(show);
  current ??= load();
  void current.then((soldOut) => {
    if (listeners.has(show)) show(soldOut);
  });
  return () => listeners.delete(show);
}

function refresh(): void {
  current = load();
  void current.then((soldOut) => {
    for (const show of listeners) show(soldOut);
  });
}
