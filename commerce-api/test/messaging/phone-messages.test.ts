import { createHmac } from 'node:crypto';
import { SANDBOX_DEFAULTS } from '@koolers/scripts/messaging-sandbox/defaults';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventKey } from '../../src/orders/order-events.ts';
import { publishOrderEvent } from '../../src/orders/order-subscriptions.ts';
import { eraseOrdersPersonalData } from '../../src/privacy/order-erasure.ts';
import { type Staff, signedInStaff } from '../support/desk.ts';
import { buildMessagingShop, type PhoneMessage, SHOP_PHONE, SMS_WEBHOOK_TOKEN, WHATSAPP_VERIFY_TOKEN } from '../support/messaging.ts';
import { loggedInCustomer, vashiCustomer } from '../support/test-app.ts';

let world: Awaited<ReturnType<typeof buildMessagingShop>>;
let staff: Staff;

beforeAll(async () => {
  world = await buildMessagingShop();
  staff = await signedInStaff(world.shop);
});
afterAll(() => world.close());

let phones = 0;
/** A phone number of its own per test: consent is kept per number. */
const newPhone = () => `98201${String(10_000 + ++phones * 37).slice(-5)}`;

async function placeCod(
  phone: string,
  extra: Record<string, unknown> = {},
  registration: { phoneNumber?: string } = {},
  headers: Record<string, string> = {},
) {
  const customer = await loggedInCustomer(world.shop.app, registration);
  const placed = await customer.post(
    '/api/orders/cod',
    { items: [{ ref: 'kooler:mango', quantity: 1 }], customerDetails: { ...vashiCustomer, phone }, ...extra },
    headers,
  );
  expect(placed.status).toBe(201);
  return { customer, orderId: placed.body.orderId as string, number: placed.body.number as string };
}

/** Lets the outbox send what is queued and the sandbox's webhooks land (twice: a webhook may bring a fallback). */
async function settle() {
  for (let round = 0; round < 2; round++) {
    await world.shop.messagesSent();
    await world.phones.webhooksIdle();
  }
}

const toPhone = async (phone: string) => (await world.phones.messages()).filter((m) => m.to === `91${phone}`);
const rows = (orderId: string) =>
  world.shop.db
    .selectFrom('outbox_messages')
    .select(['channel', 'recipient', 'template', 'state', 'provider_message_id', 'fallback_at', 'last_error'])
    .where('order_id', '=', orderId)
    .where('channel', '!=', 'email')
    .orderBy('id')
    .execute();

function signed(body: unknown, secret: string = SANDBOX_DEFAULTS.whatsappAppSecret) {
  const raw = JSON.stringify(body);
  return { raw, signature: `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}` };
}
const postWhatsAppWebhook = (raw: string, signature: string) =>
  fetch(`${world.api}/api/messaging/whatsapp/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
    body: raw,
  });
const statusWebhook = (id: string, status: string) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '1',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            statuses: [{ id, status, timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: '1' }],
          },
        },
      ],
    },
  ],
});

describe('order messages on WhatsApp and SMS', () => {
  it('an opted-in cash order reaches the sandbox on WhatsApp once, the shop gets its notice, and the desk sees it delivered', async () => {
    const phone = newPhone();
    const { orderId, number } = await placeCod(phone, { whatsappOptIn: true });
    await settle();

    const received = await toPhone(phone);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      channel: 'whatsapp',
      template: 'order_placed',
      state: 'delivered',
      buttons: [{ text: 'Stop updates', payload: 'STOP' }],
    });
    expect(received[0]?.text).toContain(number);
    expect(received[0]?.text).toMatch(/order-confirmation\?order=/);
    const shopNotice = (await world.phones.messages()).filter(
      (m) => m.to === `91${SHOP_PHONE}` && (m.parameters as string[])[0] === number,
    );
    expect(shopNotice.map((m) => m.template)).toEqual(['new_order_shop']);

    const consent = await world.shop.db.selectFrom('whatsapp_consents').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(consent).toMatchObject({ opted_in: 1, source: 'checkout' });
    expect(Date.now() - Date.parse(consent.changed_at)).toBeLessThan(60_000);

    await expect
      .poll(async () => (await rows(orderId)).map((row) => [row.channel, row.template, row.state]))
      .toEqual([
        ['whatsapp', 'order-placed', 'delivered'],
        ['whatsapp', 'new-order-for-shop', 'delivered'],
      ]);
    const desk = await staff.get(`/orders/${orderId}`);
    expect(desk.body.emails.filter((m: { channel: string }) => m.channel === 'whatsapp').map((m: { status: string }) => m.status)).toEqual([
      'delivered',
      'delivered',
    ]);
  });

  it('an order placed from a Marathi or Hindi page hears in that language, on WhatsApp and by SMS; the shop’s notice stays English', async () => {
    const marathi = newPhone();
    const hindi = newPhone();
    const fromMarathi = await placeCod(marathi, { whatsappOptIn: true }, {}, { 'Accept-Language': 'mr' });
    const fromHindi = await placeCod(hindi, {}, {}, { 'Accept-Language': 'hi' });
    await settle();

    const [whatsapp] = await toPhone(marathi);
    expect(whatsapp).toMatchObject({
      channel: 'whatsapp',
      template: 'order_placed',
      language: 'mr',
      buttons: [{ text: 'अपडेट बंद करा', payload: 'STOP' }],
    });
    expect(whatsapp?.text).toContain(`नमस्कार Priya Nair, Koolers ऑर्डर ${fromMarathi.number}`);
    const [sms] = await toPhone(hindi);
    expect(sms).toMatchObject({ channel: 'sms', template: '66a1b2c3d4e5f60718293a21' });
    expect(sms?.text).toContain(`नमस्ते Priya Nair, आपका ऑर्डर ${fromHindi.number}`);
    const shopNotice = (await world.phones.messages()).find(
      (m) => m.to === `91${SHOP_PHONE}` && (m.parameters as string[])[0] === fromMarathi.number,
    );
    expect(shopNotice).toMatchObject({ template: 'new_order_shop', language: 'en' });

    // The order keeps its language: the desk's later moves speak it too.
    expect((await staff.put(`/orders/${fromMarathi.orderId}/status`, { status: 'confirmed' })).status).toBe(200);
    await settle();
    const confirmed = (await toPhone(marathi)).find((m) => m.template === 'order_confirmed');
    expect(confirmed).toMatchObject({ language: 'mr' });
    expect(confirmed?.text).toContain('निश्चित झाली आहे');
  });

  it('a shopper who did not opt in hears by SMS, on the DLT template, and never on WhatsApp', async () => {
    const phone = newPhone();
    const { orderId } = await placeCod(phone);
    await settle();
    const received = await toPhone(phone);
    expect(received.map((m) => [m.channel, m.template])).toEqual([['sms', '66a1b2c3d4e5f60718293a01']]);
    await expect
      .poll(async () => (await rows(orderId)).filter((row) => row.recipient === `91${phone}`).map((row) => row.state))
      .toEqual(['delivered']);
  });

  it('each desk move goes out exactly once per channel, through a provider that refuses, fails and delays', async () => {
    const phone = newPhone();
    const { orderId } = await placeCod(phone, { whatsappOptIn: true });
    await settle();
    // The provider is down for two sends, then slow to deliver.
    await world.phones.behave({ rejectNext: 2, delayMs: 100 });
    for (const status of ['confirmed', 'out_for_delivery', 'delivered']) {
      expect((await staff.put(`/orders/${orderId}/status`, { status })).status).toBe(200);
    }
    await settle();
    // The refused ones are tried again after their backoff (and delivered, late, before the next round).
    for (let round = 1; round <= 3; round++) {
      await world.shop.deps.outbox.deliverDue(new Date(Date.now() + round * 60_000));
      await settle();
    }
    // The same event recorded again queues nothing more.
    const again = await world.shop.db
      .transaction()
      .execute((trx) => publishOrderEvent(trx, { config: world.shop.config }, { type: 'order.delivery-moved', orderId, to: 'confirmed' }));
    expect(again).toBe(false);
    await settle();

    const templates = (await toPhone(phone)).map((m) => m.template).sort();
    // Delivered with the review link: the template's version 2 (issue 36).
    expect(templates).toEqual(['order_confirmed', 'order_delivered_v2', 'order_out_for_delivery', 'order_placed']);
    await expect
      .poll(async () => (await rows(orderId)).filter((row) => row.recipient === `91${phone}`).map((row) => row.state))
      .toEqual(['delivered', 'delivered', 'delivered', 'delivered']);
    await world.phones.behave({ delayMs: 0 });
  });

  it('a WhatsApp message that fails falls back to one SMS, however often the failure is reported', async () => {
    const phone = newPhone();
    // Both WhatsApp messages of the order fail (the customer's and the shop's: they race to the provider).
    await world.phones.behave({ failNext: 2 });
    const { orderId } = await placeCod(phone, { whatsappOptIn: true });
    await settle();
    await expect
      .poll(async () => (await toPhone(phone)).map((m) => [m.channel, m.state]))
      .toEqual([
        ['sms', 'delivered'],
        ['whatsapp', 'failed'],
      ]);
    const whatsapp = (await rows(orderId)).find((row) => row.channel === 'whatsapp' && row.recipient === `91${phone}`);
    expect(whatsapp).toMatchObject({ state: 'failed', last_error: 'Message undeliverable (131026)', fallback_at: expect.any(String) });
    // Meta reports it failed again: still one SMS.
    const { raw, signature } = signed(statusWebhook(whatsapp?.provider_message_id as string, 'failed'));
    expect((await postWhatsAppWebhook(raw, signature)).status).toBe(200);
    await world.shop.deps.outbox.deliverDue(new Date(Date.now() + 60 * 60_000));
    await settle();
    expect((await toPhone(phone)).filter((m) => m.channel === 'sms')).toHaveLength(1);
    // The shop's own notice has no SMS form: it stays failed, for the desk to see.
    expect((await rows(orderId)).map((row) => [row.channel, row.template, row.state])).toEqual([
      ['whatsapp', 'order-placed', 'failed'],
      ['whatsapp', 'new-order-for-shop', 'failed'],
      ['sms', 'order-placed', 'delivered'],
    ]);
  });

  it('a WhatsApp message not delivered within 5 minutes gets its SMS once', async () => {
    const phone = newPhone();
    await world.phones.behave({ hold: true });
    const { orderId } = await placeCod(phone, { whatsappOptIn: true });
    await settle();
    await world.phones.behave({ hold: false });
    expect((await toPhone(phone)).map((m) => [m.channel, m.state])).toEqual([['whatsapp', 'sent']]);
    // Four minutes on: still waiting.
    await world.shop.deps.outbox.deliverDue(new Date(Date.now() + 4 * 60_000));
    await settle();
    expect(await toPhone(phone)).toHaveLength(1);
    // Past five minutes, two rounds (two replicas): one SMS.
    const later = new Date(Date.now() + 5 * 60_000 + 1_000);
    await Promise.all([world.shop.deps.outbox.deliverDue(later), world.shop.deps.outbox.deliverDue(later)]);
    await settle();
    expect((await toPhone(phone)).map((m) => m.channel)).toEqual(['sms', 'whatsapp']);
    expect((await rows(orderId)).filter((row) => row.recipient === `91${phone}`).map((row) => row.channel)).toEqual(['whatsapp', 'sms']);
  });

  it('refuses a webhook without the right X-Hub-Signature-256, and answers the verification handshake', async () => {
    const phone = newPhone();
    const { orderId } = await placeCod(phone, { whatsappOptIn: true });
    await settle();
    const [row] = await rows(orderId);
    const forged = signed(statusWebhook(row?.provider_message_id as string, 'read'), 'not-the-app-secret');
    const refused = await postWhatsAppWebhook(forged.raw, forged.signature);
    expect(refused.status).toBe(401);
    expect((await postWhatsAppWebhook(forged.raw, '')).status).toBe(401);
    expect((await rows(orderId))[0]?.state).toBe('delivered');

    const challenge = (token: string) =>
      fetch(`${world.api}/api/messaging/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`);
    const ok = await challenge(WHATSAPP_VERIFY_TOKEN);
    expect([ok.status, await ok.text()]).toEqual([200, '1158201444']);
    expect((await challenge('wrong-token-0000')).status).toBe(403);
    const sms = await fetch(`${world.api}/api/messaging/sms/delivery-report?token=wrong`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestId: 'x', status: '1' }),
    });
    expect(sms.status).toBe(401);
    expect(SMS_WEBHOOK_TOKEN).not.toBe('wrong');
  });

  it('"Stop updates" opts the number out: the account shows it, and the next message goes by SMS', async () => {
    const phone = newPhone();
    const { customer, orderId } = await placeCod(phone, { whatsappOptIn: true }, { phoneNumber: phone });
    await settle();
    expect((await customer.get('/api/me/whatsapp')).body).toMatchObject({ optedIn: true, source: 'checkout' });
    const [message] = (await toPhone(phone)) as PhoneMessage[];
    expect((await world.phones.press(message?.id as string, 'Stop updates')).status).toBe(202);
    await settle();
    expect((await customer.get('/api/me/whatsapp')).body).toMatchObject({ optedIn: false, source: 'stop-reply' });
    expect((await rows(orderId))[0]?.state).toBe('read');

    expect((await staff.put(`/orders/${orderId}/status`, { status: 'confirmed' })).status).toBe(200);
    await settle();
    expect((await toPhone(phone)).map((m) => [m.channel, m.template])).toEqual([
      ['sms', '66a1b2c3d4e5f60718293a02'],
      ['whatsapp', 'order_placed'],
    ]);
    // The account opts in again.
    const back = await customer.agent.put('/api/me/whatsapp').set('Origin', 'http://127.0.0.1:4321').send({ optIn: true });
    expect(back.body).toMatchObject({ optedIn: true, source: 'account' });
    expect(eventKey({ type: 'order.delivery-moved', orderId, to: 'confirmed' })).toContain(orderId);
  });

  it('an erased order forgets the phone: its messages keep what and when, not to whom, and the WhatsApp choice goes', async () => {
    const phone = newPhone();
    const { orderId } = await placeCod(phone, { whatsappOptIn: true });
    await settle();
    const before = await rows(orderId);
    expect(before.filter((row) => row.recipient === `91${phone}`)).toHaveLength(1);
    await eraseOrdersPersonalData(world.shop.db, [orderId], { name: 'Deleted', staffText: 'Deleted' }, new Date().toISOString());
    const after = await rows(orderId);
    expect(after.map((row) => row.recipient)).toEqual(['', `91${SHOP_PHONE}`]);
    expect(await world.shop.db.selectFrom('whatsapp_consents').selectAll().where('phone', '=', phone).execute()).toEqual([]);
  });

  it('the account refuses a choice that is not yes or no, and an unticked checkout box opts no one out', async () => {
    const phone = newPhone();
    const { customer } = await placeCod(phone, { whatsappOptIn: true }, { phoneNumber: phone });
    const bad = await customer.agent.put('/api/me/whatsapp').set('Origin', 'http://127.0.0.1:4321').send({ optIn: 'yes' });
    expect(bad.status).toBe(400);
    await placeCod(phone, { whatsappOptIn: false });
    expect((await customer.get('/api/me/whatsapp')).body).toMatchObject({ optedIn: true, source: 'checkout' });
    await settle();
  });

  it('under a provider that fails 10% and delays the rest, every order gets one WhatsApp, and one SMS exactly when it failed', async () => {
    await world.phones.behave({ failRate: 0.1, delayMs: 30 });
    const orders = [];
    for (let n = 0; n < Number(process.env.SOAK_ORDERS ?? 20); n++) {
      const phone = newPhone();
      orders.push({ phone, ...(await placeCod(phone, { whatsappOptIn: true })) });
    }
    await settle();
    await world.phones.behave({ failRate: 0, delayMs: 0 });
    const all = await world.phones.messages();
    let failed = 0;
    for (const { phone, orderId } of orders) {
      const theirs = all.filter((m) => m.to === `91${phone}`);
      const whatsapp = theirs.filter((m) => m.channel === 'whatsapp');
      const sms = theirs.filter((m) => m.channel === 'sms');
      expect(whatsapp, phone).toHaveLength(1);
      expect(sms, phone).toHaveLength(whatsapp[0]?.state === 'failed' ? 1 : 0);
      if (whatsapp[0]?.state === 'failed') failed++;
      const states = (await rows(orderId)).filter((row) => row.recipient === `91${phone}`).map((row) => `${row.channel}:${row.state}`);
      // The SMS itself may fail (the same 10%): the desk then says so.
      expect(states, phone).toEqual(whatsapp[0]?.state === 'failed' ? ['whatsapp:failed', `sms:${sms[0]?.state}`] : ['whatsapp:delivered']);
    }
    if (process.env.REPORT_FALLBACKS)
      console.log(`${orders.length} orders: ${failed} WhatsApp failed, as many SMS fallbacks, 0 duplicates`);
  });

  it('answers "later" (503) for a status naming a message not known yet, and lets an old unknown one go', async () => {
    const now = signed(statusWebhook('wamid.not-known-yet', 'delivered'));
    expect((await postWhatsAppWebhook(now.raw, now.signature)).status).toBe(503);
    const old = statusWebhook('wamid.from-long-ago', 'delivered');
    const change = old.entry[0]?.changes[0]?.value.statuses[0];
    if (change) change.timestamp = String(Math.floor(Date.now() / 1000) - 3600);
    const late = signed(old);
    expect((await postWhatsAppWebhook(late.raw, late.signature)).status).toBe(200);
  });
});
