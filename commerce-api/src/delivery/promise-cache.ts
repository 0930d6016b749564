import type { DeliveryPromiseView } from '@koolers/contracts/delivery';
import { deliveryChanges } from './delivery-repository.ts';

/** How long one worked-out promise answers everyone asking for the same pincode in the same language. */
export const PROMISE_REUSE_MS = 1_000;
/** Beyond this many pincodes (times languages) at once the cache starts again: 6-digit pincodes are a million keys. */
const MOST_KEYS = 500;

type Entry = { second: number; changes: number; madeAt: number; view: Promise<DeliveryPromiseView> };

/**
 * GET /api/delivery/promise is asked by every product page, cart and checkout, while the answer
 * changes only when a place is taken or given back, the owners change the settings, or the clock
 * moves. One answer is reused for up to a second per pincode (its HTTP max-age is already 10 s), and
 * shoppers asking at once share one reading of the facts. A change made through this process (a
 * booking, a release, a closure) is seen at the next request; one made by another API replica within
 * PROMISE_REUSE_MS. Capacity itself is held by the order's own transaction, never by this view.
 */
export function createPromiseCache(clock: () => Date, now: () => number = () => performance.now()) {
  const entries = new Map<string, Entry>();
  return {
    /** `key`: what the answer depends on besides the facts (the pincode and the language). */
    view(key: string, work: () => Promise<DeliveryPromiseView>): Promise<DeliveryPromiseView> {
      // The clock's second too: a test that sets the API's clock sees the promise of its new time at once.
      const second = Math.floor(clock().getTime() / 1000);
      const changes = deliveryChanges();
      const found = entries.get(key);
      if (found && found.second === second && found.changes === changes && now() - found.madeAt < PROMISE_REUSE_MS) return found.view;
      if (entries.size >= MOST_KEYS) entries.clear();
      const view = work();
      const entry = { second, changes, madeAt: now(), view };
      entries.set(key, entry);
      // A failed reading is not kept: the next request tries again.
      view.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return view;
    },
  };
}
