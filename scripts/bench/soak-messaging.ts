/**
 * The paid-order soak's WhatsApp and SMS half (issue 33): each customer's phone and WhatsApp
 * choice, the messaging sandbox told to have a bad day, and the audit of what every paid order
 * brought, read back from the outbox and from the sandbox's phones.
 */
import { createDatabase } from '@koolers/commerce-api/database';
import { customerDetails } from './shop-fixtures.ts';

export type SoakMessaging = { sandbox: string; shopPhone: string };
export type MessagingAudit = { summary: string[]; problems: string[] };
type Database = Parameters<typeof createDatabase>[0];
type Placed = { orderId: string; customer: number };

/** A failed delivery in ten, and "delivered" reported this late for the others. */
export const BAD_DAY = { failRate: 0.1, delayMs: 3_000 };
/** How long the audit waits for the last messages to be sent and the last fallbacks to be queued. */
const SETTLE_MS = 90_000;

/** Every customer gets a phone of their own (98200100NN); the even ones opt in to WhatsApp. */
const phoneOf = (customer: number) => `98200100${String(customer).padStart(2, '0')}`;
const optsIn = (customer: number) => customer % 2 === 0;

/** Tells the sandbox to fail and delay; answers each customer's checkout fields. */
export async function prepareMessaging(messaging: SoakMessaging) {
  const told = await fetch(`${messaging.sandbox}/sandbox/behaviour`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BAD_DAY),
  });
  if (!told.ok) throw new Error(`the messaging sandbox refused its behaviour: ${told.status} ${await told.text()}`);
  return {
    checkout: (customer: number) => ({
      customerDetails: { ...customerDetails, phone: phoneOf(customer) },
      ...(optsIn(customer) ? { whatsappOptIn: true } : {}),
    }),
  };
}

type Row = { event_key: string; channel: string; recipient: string; state: string; fallback_at: string | null };
type SandboxMessage = { id: string; channel: string; to: string; template: string; text: string; state: string };

/**
 * One message per channel for each order's `order.paid`, once the outbox has settled: its two
 * emails, the shop's WhatsApp; the customer's WhatsApp when they opted in, with
 * an SMS after one the sandbox failed; an SMS when they did not. Lost: a WhatsApp or SMS still
 * queued after SETTLE_MS. Duplicates: one phone receiving the same words twice, counted at the sandbox.
 */
export async function auditMessages(database: Database, messaging: SoakMessaging, placed: Placed[]): Promise<MessagingAudit> {
  const db = createDatabase(database);
  try {
    const customerOf = new Map(placed.map((order) => [order.orderId, order.customer]));
    const read = async () =>
      (
        (await db
          .selectFrom('outbox_messages')
          .select(['event_key', 'channel', 'recipient', 'state', 'fallback_at'])
          .where('event_key', 'like', 'order.paid:%')
          .execute()) as Row[]
      ).filter((row) => customerOf.has(row.event_key.slice('order.paid:'.length)));
    // The emails wait for their invoice's PDF, at a low priority: the soak's own audit counts them.
    const phones = (rows: Row[]) => rows.filter((row) => row.channel !== 'email');
    const settled = (rows: Row[]) =>
      phones(rows).every((row) => row.state !== 'queued') &&
      rows.every((row) => !(row.channel === 'whatsapp' && row.state === 'failed' && row.fallback_at === null));
    const waitedFrom = performance.now();
    let rows = await read();
    while (!settled(rows) && performance.now() - waitedFrom < SETTLE_MS) {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      rows = await read();
    }
    const settledAfter = (performance.now() - waitedFrom) / 1000;

    const byOrder = new Map<string, Row[]>();
    for (const row of rows) {
      const id = row.event_key.slice('order.paid:'.length);
      byOrder.set(id, [...(byOrder.get(id) ?? []), row]);
    }
    const shopNumber = `91${messaging.shopPhone}`;
    let wrong = 0;
    let fallbacks = 0;
    let whatsappFailed = 0;
    for (const [orderId, customer] of customerOf) {
      const own = byOrder.get(orderId) ?? [];
      const count = (channel: string, to: 'shop' | 'customer') =>
        own.filter((row) => row.channel === channel && (row.recipient === shopNumber) === (to === 'shop')).length;
      const customerWhatsApp = own.find((row) => row.channel === 'whatsapp' && row.recipient !== shopNumber);
      const failedWhatsApp = customerWhatsApp?.state === 'failed';
      if (failedWhatsApp) whatsappFailed++;
      const expectedSms = optsIn(customer) ? (failedWhatsApp ? 1 : 0) : 1;
      if (optsIn(customer) && failedWhatsApp && count('sms', 'customer') === 1) fallbacks++;
      const right =
        own.filter((row) => row.channel === 'email').length === 2 &&
        count('whatsapp', 'shop') === 1 &&
        count('whatsapp', 'customer') === (optsIn(customer) ? 1 : 0) &&
        count('sms', 'customer') === expectedSms;
      if (!right) wrong++;
    }
    const lost = phones(rows).filter((row) => row.state === 'queued').length;
    const states = new Map<string, number>();
    for (const row of phones(rows)) {
      const key = `${row.channel} ${row.state}`;
      states.set(key, (states.get(key) ?? 0) + 1);
    }

    const atPhones = (await (await fetch(`${messaging.sandbox}/messages`)).json()) as SandboxMessage[];
    const seen = new Map<string, number>();
    for (const message of atPhones) {
      const key = `${message.channel}|${message.to}|${message.template}|${message.text}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    const duplicates = [...seen.values()].filter((count) => count > 1).length;
    const phoneRows = phones(rows).filter((row) => row.state !== 'queued').length;

    const problems: string[] = [];
    if (wrong > 0) problems.push(`${wrong} orders without exactly one message per channel and recipient`);
    if (lost > 0) problems.push(`${lost} messages still queued ${settledAfter.toFixed(0)} s after the soak (lost)`);
    if (duplicates > 0) problems.push(`${duplicates} messages reached a phone more than once`);
    if (fallbacks !== whatsappFailed) problems.push(`${whatsappFailed - fallbacks} failed WhatsApp messages without their SMS`);
    if (atPhones.length !== phoneRows) problems.push(`the sandbox received ${atPhones.length} messages for ${phoneRows} sent`);
    return {
      summary: [
        `WhatsApp and SMS, the sandbox failing ${BAD_DAY.failRate * 100}% and reporting the rest delivered ${BAD_DAY.delayMs / 1000} s late, half the customers opted in:`,
        `  ${[...states].map(([state, count]) => `${count} ${state}`).join(', ')}; settled ${settledAfter.toFixed(0)} s after the soak`,
        `  ${whatsappFailed} customers' WhatsApp failed, ${fallbacks} of them followed by their SMS; ${atPhones.length} messages at the phones, ${duplicates} twice; ${lost} lost`,
        `  one message per channel and recipient for ${customerOf.size - wrong} of ${customerOf.size} orders ${wrong || lost || duplicates ? '✗' : '✓'}`,
      ],
      problems,
    };
  } finally {
    await db.destroy();
  }
}
