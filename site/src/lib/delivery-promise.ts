/**
 * When an order placed now would arrive (GET /api/delivery/promise: one small public answer the
 * browser may keep for a few seconds), for the product pages' delivery line and the cart. Asked
 * once per page, and again when the shopper comes back to the tab after a minute or more ("Arrives
 * today by 4:35 pm" goes stale). If it cannot be read, the page keeps what it showed; the order
 * itself is promised by the server when it is placed.
 */
import type { DeliveryPromiseView } from '@koolers/contracts/delivery';

let asked: Promise<DeliveryPromiseView | null> | undefined;
let askedAt = 0;

export function deliveryPromise(): Promise<DeliveryPromiseView | null> {
  if (!asked || Date.now() - askedAt > 60_000) {
    askedAt = Date.now();
    // In the page's language, as lib/api.ts asks: "आज 4:35 pm तक पहुँच जाएगा" on a Hindi page.
    asked = fetch('/api/delivery/promise', { headers: { Accept: 'application/json', 'Accept-Language': document.documentElement.lang } })
      .then((response) => (response.ok ? (response.json() as Promise<DeliveryPromiseView>) : null))
      .catch(() => null);
  }
  return asked;
}
