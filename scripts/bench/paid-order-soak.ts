/**
 * The paid-order soak of issue 29: 16 customers each create an order, pay it in the Razorpay
 * sandbox (which sends its webhooks to the API meanwhile) and verify it from the browser once, twice
 * at once, or not at all (the webhook pays it), over and over. After a warm-up that is not counted
 * (a fresh process compiles its hot paths in the first seconds), prints orders/s and the p50/p99 of
 * one order's API time (create, plus verify when the browser verifies). The sandbox's own time is
 * not counted. Targets on SQLite: ≥ 75 orders/s, p99 ≤ 600 ms.
 *
 * Then it audits exactly-once in the database and the email outbox folder, for every order the soak
 * placed (warm-up included): each one paid, with one tax invoice, its two emails queued once
 * (customer, shop) and no email written twice. The confirmation emails wait for their invoice's
 * PDF, rendered at a low priority: those still queued when the soak ends are counted, not lost.
 * An invoice the killed process did not issue is issued by the survivor's background sweep: the
 * audit waits for it (up to 150 s) and says how many came that way.
 *
 * With several APIs (replicas on one PostgreSQL), customers are spread over them, and `killMidway`
 * kills the last one halfway: its customers move to the first, as a load balancer would send them.
 *
 * With `messaging` (a messaging sandbox the APIs send WhatsApp and SMS to), each customer has a
 * phone of their own and every other one ticks "updates on WhatsApp". The sandbox is told to fail
 * 10% of what it accepts and to report the rest delivered late. The audit then holds each order to
 * one message per channel (issue 33): its customer's email, the shop's email and WhatsApp, the
 * customer's WhatsApp when opted in, else an SMS, and an SMS after a WhatsApp the sandbox failed;
 * none still waiting to be sent (lost), and no message reaching a phone twice (duplicates).
 */
import { readdirSync } from 'node:fs';
import { createDatabase } from '@koolers/commerce-api/database';
import { customerDetails, logIn } from './shop-fixtures.ts';
import { auditMessages, type MessagingAudit, prepareMessaging, type SoakMessaging } from './soak-messaging.ts';

const CUSTOMERS = 16;
const WARM_UP_S = 5;
const TARGETS = { ordersPerSecond: 75, p99Ms: 600 };

type Placed = { orderId: string; razorpayOrderId: string; keyId: string };
type Database = { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string };

export type SoakShop = {
  label: string;
  /** API base URLs; customer n uses apis[n % apis.length]. */
  apis: string[];
  sandbox: string;
  origin: string;
  /** The APIs' database and their email outbox folders, for the audit. */
  database: Database;
  outboxDirs: string[];
  /** Kills the last API (SIGKILL); called halfway through the measured window. */
  killMidway?: () => void;
  /** Whether the throughput and p99 targets apply (SQLite); otherwise the figure is printed beside. */
  targeted: boolean;
  /** WhatsApp and SMS go to this messaging sandbox (the shop's own WhatsApp number is `shopPhone`). */
  messaging?: SoakMessaging;
};

/** Runs the soak on `shop` for `durationS` measured seconds, prints it, and answers how many targets were missed. */
export async function paidOrderSoak(shop: SoakShop, items: object[], durationS: number): Promise<number> {
  const alive = shop.apis.map(() => true);
  const apiOf = (customer: number) => {
    const assigned = customer % shop.apis.length;
    return (alive[assigned] ? shop.apis[assigned] : shop.apis[0]) as string;
  };
  const customers = await Promise.all(
    Array.from({ length: CUSTOMERS }, async (_, index) => ({
      'content-type': 'application/json',
      origin: shop.origin,
      cookie: await logIn({ api: apiOf(index), cms: '', sandbox: shop.sandbox, origin: shop.origin }, `soak.${index}@example.in`),
    })),
  );
  const messaging = shop.messaging ? await prepareMessaging(shop.messaging) : undefined;
  const checkoutOf = (customer: number) => (messaging ? messaging.checkout(customer) : { customerDetails });
  const post = (customer: number, path: string, body: object) =>
    fetch(`${apiOf(customer)}${path}`, { method: 'POST', headers: customers[customer] ?? {}, body: JSON.stringify(body) });

  const orderMs: number[] = [];
  const placed: { orderId: string; customer: number }[] = [];
  let errors = 0;
  // Requests the kill cut off (connection reset or refused): a shopper's browser would retry them.
  let cut = 0;
  const measureFrom = performance.now() + WARM_UP_S * 1000;
  const until = measureFrom + durationS * 1000;
  const kill = shop.killMidway
    ? setTimeout(
        () => {
          alive[alive.length - 1] = false;
          shop.killMidway?.();
        },
        WARM_UP_S * 1000 + (durationS * 1000) / 2,
      )
    : undefined;
  const failed = (error: unknown) => {
    if (alive.every(Boolean)) throw error;
    cut++;
  };

  await Promise.all(
    customers.map(async (_, customer) => {
      for (let round = 0; performance.now() < until; round++) {
        try {
          const counted = performance.now() >= measureFrom;
          let started = performance.now();
          const created = await post(customer, '/api/orders/create-razorpay-order', { items, ...checkoutOf(customer) });
          let spent = performance.now() - started;
          if (created.status !== 201) {
            errors++;
            await created.arrayBuffer();
            continue;
          }
          const order = (await created.json()) as Placed;
          const authorized = await fetch(`${shop.sandbox}/v1/checkout/authorize`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ key_id: order.keyId, order_id: order.razorpayOrderId }),
          });
          const signed = (await authorized.json()) as object;
          // Paid at the sandbox: from here the order must end paid, whatever happens to the verify.
          placed.push({ orderId: order.orderId, customer });
          // Once, twice at once, or not at all: the webhooks land meanwhile whichever it is.
          const verifies = (customer + round) % 3;
          if (verifies > 0) {
            started = performance.now();
            const answers = await Promise.all(Array.from({ length: verifies }, () => post(customer, '/api/orders/verify-payment', signed)));
            spent += performance.now() - started;
            for (const answer of answers) {
              await answer.arrayBuffer();
              if (!answer.ok) errors++;
            }
          }
          if (counted && performance.now() <= until) orderMs.push(spent);
        } catch (error) {
          failed(error);
        }
      }
    }),
  );
  clearTimeout(kill);

  // Every order ends paid (the webhooks of the last ones may still be on their way).
  const firstApi = shop.apis[0] as string;
  const paid = await settledPaid(firstApi, customers, placed);
  const orderIds = placed.map((order) => order.orderId);
  let audit = await auditExactlyOnce(shop, orderIds);
  // A process killed between a payment's commit and its invoice leaves that invoice to the
  // survivor's background sweep (each minute, for orders paid over 30 s before): give it two rounds.
  const missingAtFirst = audit.invoicesMissing;
  const waitedFrom = performance.now();
  while (shop.killMidway && audit.invoicesMissing > 0 && performance.now() - waitedFrom < 150_000) {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    audit = await auditExactlyOnce(shop, orderIds);
  }
  const lateInvoices = missingAtFirst - audit.invoicesMissing;
  const messages: MessagingAudit | undefined = shop.messaging ? await auditMessages(shop.database, shop.messaging, placed) : undefined;
  orderMs.sort((a, b) => a - b);
  const at = (p: number) => orderMs[Math.min(orderMs.length - 1, Math.ceil((p / 100) * orderMs.length) - 1)] ?? 0;
  const rate = orderMs.length / durationS;
  const exactlyOnce = errors === 0 && paid === placed.length && audit.problems.length === 0 && !messages?.problems.length;
  const fast = rate >= TARGETS.ordersPerSecond && at(99) <= TARGETS.p99Ms;
  const ok = exactlyOnce && (fast || !shop.targeted);
  console.log(`\nPaid-order soak on ${shop.label}`);
  console.log(
    `  ${CUSTOMERS} customers, ${WARM_UP_S} s warm-up then ${durationS} s measured; verify once / twice at once / never, webhooks landing`,
  );
  console.log(
    `  ${rate.toFixed(1)} orders/s, p50 ${at(50).toFixed(0)} ms, p99 ${at(99).toFixed(0)} ms per order (create + verify)${
      shop.targeted ? `; target ≥ ${TARGETS.ordersPerSecond} orders/s, p99 ≤ ${TARGETS.p99Ms} ms ${fast ? '✓' : '✗'}` : ''
    }`,
  );
  if (shop.killMidway) console.log(`  the last API process was killed at half-time: ${cut} requests cut off, its customers moved on`);
  console.log(`  paid: ${paid} of ${placed.length} orders paid at the sandbox${errors ? `; ${errors} error answers` : ''}`);
  if (lateInvoices > 0)
    console.log(
      `  ${lateInvoices} invoices issued late by the background sweep, ${((performance.now() - waitedFrom) / 1000).toFixed(0)} s after the soak`,
    );
  console.log(`  ${audit.summary}`);
  for (const problem of audit.problems) console.log(`  ✗ ${problem}`);
  if (messages) {
    for (const line of messages.summary) console.log(`  ${line}`);
    for (const problem of messages.problems) console.log(`  ✗ ${problem}`);
  }
  console.log(`  exactly once ${exactlyOnce ? '✓' : '✗'}`);
  return ok ? 0 : 1;
}

/** How many of the orders are paid, waiting up to 30 s for the last webhooks. */
async function settledPaid(
  api: string,
  customers: Record<string, string>[],
  placed: { orderId: string; customer: number }[],
): Promise<number> {
  let waiting = placed;
  const deadline = Date.now() + 30_000;
  while (waiting.length > 0 && Date.now() < deadline) {
    const still: typeof placed = [];
    for (const order of waiting) {
      const answer = await fetch(`${api}/api/me/orders/${order.orderId}`, { headers: customers[order.customer] ?? {} });
      const { paymentStatus } = (await answer.json()) as { paymentStatus?: string };
      if (paymentStatus !== 'paid') still.push(order);
    }
    waiting = still;
    if (waiting.length > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return placed.length - waiting.length;
}

/**
 * Exactly once, read back from the database and the outbox folders: per order one invoice, two
 * messages on `order.paid` (the customer's and the shop's), and no email file written twice.
 */
async function auditExactlyOnce(shop: SoakShop, orderIds: string[]) {
  const db = createDatabase(shop.database);
  try {
    const soaked = new Set(orderIds);
    const orders = await db.selectFrom('orders').select(['id', 'number']).execute();
    const numberOf = new Map(orders.filter((order) => soaked.has(order.id)).map((order) => [order.id, Number(order.number)]));
    const invoices = countBy(
      (await db.selectFrom('tax_documents').select('order_id').where('kind', '=', 'invoice').execute()).map((row) => row.order_id),
    );
    // The emails (the phone messages are messaging's audit: soak-messaging.ts).
    const messages = await db
      .selectFrom('outbox_messages')
      .select(['event_key', 'state'])
      .where('event_key', 'like', 'order.paid:%')
      .where('channel', '=', 'email')
      .execute();
    const soakMessages = messages.filter((row) => soaked.has(row.event_key.slice('order.paid:'.length)));
    const messagesPerOrder = countBy(soakMessages.map((row) => row.event_key.slice('order.paid:'.length)));
    const states = countBy(soakMessages.map((row) => row.state));
    // `<time>-payment-received-for-your-koolers-order-kc-1043-<random>.eml`, `<time>-new-order-kc-1043-…`
    const files = shop.outboxDirs.flatMap((dir) => {
      try {
        return readdirSync(dir);
      } catch {
        return [];
      }
    });
    const written = countBy(
      files.map((file) => /-(payment-received-for-your-koolers-order|new-order)-kc-(\d+)-/.exec(file)?.slice(1, 3).join(':') ?? ''),
    );

    const problems: string[] = [];
    const withInvoices = orderIds.filter((id) => invoices.get(id) === 1).length;
    const doubledInvoices = orderIds.filter((id) => (invoices.get(id) ?? 0) > 1).length;
    const messagesOk = orderIds.filter((id) => messagesPerOrder.get(id) === 2).length;
    const doubledEmails = [...written].filter(([key, count]) => key && count > 1).length;
    const numbers = new Set(numberOf.values());
    const writtenForSoak = [...written]
      .filter(([key]) => numbers.has(Number(key.split(':')[1])))
      .reduce((sum, [, count]) => sum + count, 0);
    if (withInvoices !== orderIds.length)
      problems.push(`${orderIds.length - withInvoices} orders without exactly one invoice (${doubledInvoices} with more)`);
    if (messagesOk !== orderIds.length) problems.push(`${orderIds.length - messagesOk} orders without exactly two order.paid emails`);
    if (doubledEmails > 0) problems.push(`${doubledEmails} emails written more than once`);
    if ((states.get('failed') ?? 0) > 0) problems.push(`${states.get('failed')} emails failed`);
    return {
      problems,
      invoicesMissing: orderIds.length - withInvoices - doubledInvoices,
      summary: `invoices: ${withInvoices} of ${orderIds.length}; emails: ${soakMessages.length} queued (${messagesOk} orders with their 2), ${
        states.get('sent') ?? 0
      } sent, ${states.get('queued') ?? 0} still waiting for their PDF; email files: ${writtenForSoak}, ${doubledEmails} written twice`,
    };
  } finally {
    await db.destroy();
  }
}

function countBy(keys: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}
