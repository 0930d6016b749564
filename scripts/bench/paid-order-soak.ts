/**
 * The paid-order soak of issue 29: 16 customers each create an order, pay it in the Razorpay
 * sandbox (which sends its webhooks to the API meanwhile) and verify it from the browser once, twice
 * at once, or not at all (the webhook pays it), over and over. Prints orders/s and the p50/p99 of
 * one order's API time (create, plus verify when the browser verifies), and checks every order ended
 * paid. Targets on SQLite: ≥ 75 orders/s, p99 ≤ 600 ms. The sandbox's own time is not counted.
 */
import { customerDetails, logIn, type ShopUrls } from './shop-fixtures.ts';

const CUSTOMERS = 16;
const TARGETS = { ordersPerSecond: 75, p99Ms: 600 };

type Placed = { orderId: string; razorpayOrderId: string; keyId: string };

export async function paidOrderSoak(urls: ShopUrls, items: object[], durationS: number): Promise<number> {
  const customers = await Promise.all(
    Array.from({ length: CUSTOMERS }, async (_, index) => ({
      'content-type': 'application/json',
      origin: urls.origin,
      cookie: await logIn(urls, `soak.${index}@example.in`),
    })),
  );
  const api = (headers: Record<string, string>, path: string, body: object) =>
    fetch(`${urls.api}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const orderMs: number[] = [];
  const placed: { headers: Record<string, string>; orderId: string }[] = [];
  let errors = 0;
  const until = performance.now() + durationS * 1000;

  await Promise.all(
    customers.map(async (headers, customer) => {
      for (let round = 0; performance.now() < until; round++) {
        let started = performance.now();
        const created = await api(headers, '/api/orders/create-razorpay-order', { items, customerDetails });
        let spent = performance.now() - started;
        if (created.status !== 201) {
          errors++;
          await created.arrayBuffer();
          continue;
        }
        const order = (await created.json()) as Placed;
        const authorized = await fetch(`${urls.sandbox}/v1/checkout/authorize`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ key_id: order.keyId, order_id: order.razorpayOrderId }),
        });
        const signed = (await authorized.json()) as object;
        // Once, twice at once, or not at all: the webhooks land meanwhile whichever it is.
        const verifies = (customer + round) % 3;
        if (verifies > 0) {
          started = performance.now();
          const answers = await Promise.all(Array.from({ length: verifies }, () => api(headers, '/api/orders/verify-payment', signed)));
          spent += performance.now() - started;
          for (const answer of answers) {
            await answer.arrayBuffer();
            if (!answer.ok) errors++;
          }
        }
        orderMs.push(spent);
        placed.push({ headers, orderId: order.orderId });
      }
    }),
  );

  // Every order ends paid (the webhooks of the last ones may still be on their way).
  const paid = await settledPaid(urls, placed);
  orderMs.sort((a, b) => a - b);
  const at = (p: number) => orderMs[Math.min(orderMs.length - 1, Math.ceil((p / 100) * orderMs.length) - 1)] ?? 0;
  const rate = orderMs.length / durationS;
  const ok = rate >= TARGETS.ordersPerSecond && at(99) <= TARGETS.p99Ms && errors === 0 && paid === placed.length;
  console.log(`\nPaid-order soak (${CUSTOMERS} customers, verify once / twice at once / never, webhooks landing)`);
  console.log(
    `  ${rate.toFixed(1)} orders/s, p50 ${at(50).toFixed(0)} ms, p99 ${at(99).toFixed(0)} ms per order (create + verify), ${paid} of ${placed.length} paid${errors ? `, ${errors} errors` : ''}; target ≥ ${TARGETS.ordersPerSecond} orders/s, p99 ≤ ${TARGETS.p99Ms} ms ${ok ? '✓' : '✗'}`,
  );
  return ok ? 0 : 1;
}

/** How many of the orders are paid, waiting up to 30 s for the last webhooks. */
async function settledPaid(urls: ShopUrls, placed: { headers: Record<string, string>; orderId: string }[]): Promise<number> {
  let waiting = placed;
  const deadline = Date.now() + 30_000;
  while (waiting.length > 0 && Date.now() < deadline) {
    const still: typeof placed = [];
    for (const order of waiting) {
      const answer = await fetch(`${urls.api}/api/me/orders/${order.orderId}`, { headers: order.headers });
      const { paymentStatus } = (await answer.json()) as { paymentStatus?: string };
      if (paymentStatus !== 'paid') still.push(order);
    }
    waiting = still;
    if (waiting.length > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return placed.length - waiting.length;
}
