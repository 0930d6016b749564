import { messageIn } from '@koolers/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signCodLink } from '../../src/orders/cod-confirmation-links.ts';
import { type Staff, signedInStaff } from '../support/desk.ts';
import { buildMessagingShop } from '../support/messaging.ts';
import { loggedInCustomer, SITE_ORIGIN, vashiCustomer } from '../support/test-app.ts';

/**
 * A COD order its customer must confirm (issue 33): asked on WhatsApp (Confirm and Cancel buttons)
 * or by SMS (a signed, expiring link), flagged for a call after the owners' window, answered once
 * however often, and kept off the dispatch sheet until confirmed. Over the real messaging sandbox.
 */
let world: Awaited<ReturnType<typeof buildMessagingShop>>;
let owner: Staff;
let staff: Staff;

beforeAll(async () => {
  world = await buildMessagingShop();
  owner = await signedInStaff(world.shop, 'owner');
  staff = await signedInStaff(world.shop, 'staff');
});
afterAll(() => world.close());

let phones = 0;
/** A phone number of its own per order: earlier COD orders and consent are counted per number. */
const newPhone = () => `97301${String(10_000 + ++phones * 41).slice(-5)}`;

async function setConfirmation(confirmation: Record<string, unknown>) {
  const current = await owner.get('/cod-rules');
  const changed = await owner.put('/cod-rules', { ...current.body.rules, confirmation, version: current.body.version });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
}

/** A cash order placed by a new customer with this phone, from a page in `language` (none: an English page). */
async function placeCod(phone: string, extra: Record<string, unknown> = {}, language?: 'hi' | 'mr') {
  const customer = await loggedInCustomer(world.shop.app);
  const placed = await customer.post(
    '/api/orders/cod',
    { items: [{ ref: 'kooler:mango', quantity: 2 }], customerDetails: { ...vashiCustomer, phone }, ...extra },
    language ? { 'Accept-Language': language } : {},
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { orderId: placed.body.orderId as string, number: placed.body.number as string };
}

async function settle() {
  for (let round = 0; round < 2; round++) {
    await world.shop.messagesSent();
    await world.phones.webhooksIdle();
  }
}

const toPhone = async (phone: string) => (await world.phones.messages()).filter((m) => m.to === `91${phone}`);
const order = (orderId: string) =>
  world.shop.db
    .selectFrom('orders')
    .select(['delivery_status', 'payment_status', 'cod_confirmation', 'cod_confirmation_by', 'cod_confirmation_answered_at'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
const onDispatchSheet = async (orderId: string) => {
  const sheet = (await staff.get('/dispatch-sheet')).body as { groups: { orders: { id: string }[] }[] };
  return sheet.groups.some((group) => group.orders.some((entry) => entry.id === orderId));
};
const outboxTemplates = async (orderId: string, recipient: string) =>
  (
    await world.shop.db
      .selectFrom('outbox_messages')
      .select('template')
      .where('order_id', '=', orderId)
      .where('recipient', '=', recipient)
      .orderBy('id')
      .execute()
  ).map((row) => row.template);
const linkPage = (query: string) => fetch(`${world.api}/api/cod-confirmations?${query}`);
const answerByLink = (body: Record<string, unknown>, pageLanguage = 'en-IN') =>
  fetch(`${world.api}/api/cod-confirmations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE_ORIGIN, 'accept-language': pageLanguage },
    body: JSON.stringify(body),
  });

describe('which COD orders are asked to be confirmed', () => {
  it('the first-order policy asks a phone number’s first COD order only; never asks none', async () => {
    await setConfirmation({ policy: 'first-order', abovePaise: null, callAfterMinutes: 30 });
    const phone = newPhone();
    const first = await placeCod(phone);
    const second = await placeCod(phone);
    expect((await order(first.orderId)).cod_confirmation).toBe('awaiting');
    expect((await order(second.orderId)).cod_confirmation).toBeNull();

    await setConfirmation({ policy: 'never', abovePaise: null, callAfterMinutes: 30 });
    expect((await order((await placeCod(newPhone())).orderId)).cod_confirmation).toBeNull();
  });

  it('the above-amount policy asks orders whose total is above the amount', async () => {
    // Two Mango at ₹100 and delivery: above ₹150, not above ₹2,000.
    await setConfirmation({ policy: 'above-amount', abovePaise: 15_000, callAfterMinutes: 30 });
    expect((await order((await placeCod(newPhone())).orderId)).cod_confirmation).toBe('awaiting');
    await setConfirmation({ policy: 'above-amount', abovePaise: 200_000, callAfterMinutes: 30 });
    expect((await order((await placeCod(newPhone())).orderId)).cod_confirmation).toBeNull();
  });
});

describe('confirming on WhatsApp', () => {
  it('Confirm confirms the order once, however often it is pressed: then it reaches the dispatch sheet and one confirmed message goes', async () => {
    await setConfirmation({ policy: 'always', abovePaise: null, callAfterMinutes: 30 });
    const phone = newPhone();
    const { orderId, number } = await placeCod(phone, { whatsappOptIn: true });
    await settle();

    const [asked, ...others] = await toPhone(phone);
    expect(others).toEqual([]);
    expect(asked).toMatchObject({ channel: 'whatsapp', template: 'cod_confirm_request', state: 'delivered' });
    expect(asked?.text).toContain(number);
    expect(asked?.buttons.map((button) => button.text)).toEqual(['Confirm', 'Cancel']);

    // Until the customer answers: unconfirmed, off the sheet, and the desk's ordinary Confirm refuses.
    expect(await order(orderId)).toMatchObject({ delivery_status: 'unconfirmed', cod_confirmation: 'awaiting' });
    expect(await onDispatchSheet(orderId)).toBe(false);
    const desk = await staff.get(`/orders/${orderId}`);
    expect(desk.body.codConfirmation).toMatchObject({ state: 'awaiting', callDue: false });
    expect(desk.body.nextStatuses).not.toContain('confirmed');
    const ordinary = await staff.put(`/orders/${orderId}/status`, { status: 'confirmed' });
    expect(ordinary.status).toBe(409);
    expect(ordinary.body.message).toMatch(/awaiting the customer’s confirmation/);

    expect((await world.phones.press(asked?.id as string, 'Confirm')).status).toBeLessThan(300);
    expect((await world.phones.press(asked?.id as string, 'Confirm')).status).toBeLessThan(300);
    await settle();

    expect(await order(orderId)).toMatchObject({
      delivery_status: 'confirmed',
      payment_status: 'cash_due',
      cod_confirmation: 'confirmed',
      cod_confirmation_by: 'customer:whatsapp',
    });
    expect(await onDispatchSheet(orderId)).toBe(true);
    const confirmedMoves = await world.shop.db
      .selectFrom('order_status_history')
      .select(['actor', 'note'])
      .where('order_id', '=', orderId)
      .where('to_status', '=', 'confirmed')
      .execute();
    expect(confirmedMoves).toEqual([{ actor: 'customer:whatsapp', note: 'Confirmed by the customer by WhatsApp' }]);
    const timeline = (await staff.get(`/orders/${orderId}`)).body.timeline as { to: string; by: string }[];
    expect(timeline.find((entry) => entry.to === 'confirmed')?.by).toBe('Customer by WhatsApp');
    expect(await outboxTemplates(orderId, `91${phone}`)).toEqual(['cod-confirm-request', 'order-confirmed']);
    expect((await toPhone(phone)).map((m) => m.template).sort()).toEqual(['cod_confirm_request', 'order_confirmed']);
  });

  it('Cancel cancels the order through the cancel path: cash voided, the code’s use given back, one cancelled message', async () => {
    await setConfirmation({ policy: 'always', abovePaise: null, callAfterMinutes: 30 });
    const code = `COD${Date.now() % 100_000}`;
    expect((await owner.post('/promotion-codes', { code, kind: 'percent', value: 10 })).status).toBe(201);
    const uses = async () =>
      Number((await world.shop.db.selectFrom('promotion_codes').select('uses').where('code', '=', code).executeTakeFirstOrThrow()).uses);
    const phone = newPhone();
    const { orderId } = await placeCod(phone, { whatsappOptIn: true, promotionCode: code });
    expect(await uses()).toBe(1);
    await settle();
    const [asked] = await toPhone(phone);

    await world.phones.press(asked?.id as string, 'Cancel');
    await world.phones.press(asked?.id as string, 'Cancel');
    // Confirm pressed after Cancel changes nothing.
    await world.phones.press(asked?.id as string, 'Confirm');
    await settle();

    expect(await order(orderId)).toMatchObject({
      delivery_status: 'cancelled',
      payment_status: 'voided',
      cod_confirmation: 'cancelled',
      cod_confirmation_by: 'customer:whatsapp',
    });
    expect(await uses()).toBe(0);
    expect(await outboxTemplates(orderId, `91${phone}`)).toEqual(['cod-confirm-request', 'order-cancelled']);
    expect(await onDispatchSheet(orderId)).toBe(false);
  });

  it('a button naming an order of another phone number answers nothing', async () => {
    await setConfirmation({ policy: 'always', abovePaise: null, callAfterMinutes: 30 });
    const victim = await placeCod(newPhone(), { whatsappOptIn: true });
    const phone = newPhone();
    await placeCod(phone, { whatsappOptIn: true });
    await settle();
    const [mine] = await toPhone(phone);
    // The sandbox presses this phone's message, as a forged payload naming another's order would arrive.
    const forged = (mine?.buttons[0]?.payload ?? '').replace(/ord_[\w-]+/, victim.orderId);
    expect(forged).toContain(victim.orderId);
    await world.shop.db.updateTable('orders').set({ cod_confirmation: 'awaiting' }).where('id', '=', victim.orderId).execute();
    const { createHmac } = await import('node:crypto');
    const { SANDBOX_DEFAULTS } = await import('@koolers/scripts/messaging-sandbox/defaults');
    const raw = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '1',
          changes: [
            {
              field: 'messages',
              value: { messages: [{ from: `91${phone}`, type: 'button', button: { payload: forged, text: 'Confirm' } }] },
            },
          ],
        },
      ],
    });
    const signature = `sha256=${createHmac('sha256', SANDBOX_DEFAULTS.whatsappAppSecret).update(raw).digest('hex')}`;
    const answered = await fetch(`${world.api}/api/messaging/whatsapp/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      body: raw,
    });
    expect(answered.status).toBe(200);
    expect(await order(victim.orderId)).toMatchObject({ delivery_status: 'unconfirmed', cod_confirmation: 'awaiting' });
  });
});

describe('confirming by the SMS link', () => {
  it('a shopper not opted in gets an SMS with a signed link; it confirms once, and says so when used again', async () => {
    await setConfirmation({ policy: 'always', abovePaise: null, callAfterMinutes: 30 });
    const phone = newPhone();
    const { orderId, number } = await placeCod(phone);
    await settle();
    const [sms, ...others] = await toPhone(phone);
    expect(others).toEqual([]);
    expect(sms).toMatchObject({ channel: 'sms', template: '66a1b2c3d4e5f60718293a07' });
    const link = new URL(/https?:\/\/\S+/.exec(sms?.text ?? '')?.[0] ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE_ORIGIN}/order/confirm`);
    const values = Object.fromEntries(link.searchParams);
    expect(values.order).toBe(orderId);

    const page = await linkPage(link.searchParams.toString());
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({ number, state: 'awaiting', totalPaise: expect.any(Number) });

    const first = await answerByLink({ ...values, expires: Number(values.expires), answer: 'confirm' });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ outcome: 'confirmed', state: 'confirmed' });
    const again = await answerByLink({ ...values, expires: Number(values.expires), answer: 'cancel' });
    expect(await again.json()).toMatchObject({
      outcome: 'already',
      state: 'confirmed',
      message: `Your order ${number} is already confirmed.`,
    });
    // From the link's page in Marathi, in Marathi.
    const inMarathi = await answerByLink({ ...values, expires: Number(values.expires), answer: 'cancel' }, 'mr-IN');
    expect(await inMarathi.json()).toMatchObject({ outcome: 'already', message: `तुमची ऑर्डर ${number} आधीच पक्की झाली आहे.` });
    expect(await order(orderId)).toMatchObject({ delivery_status: 'confirmed', cod_confirmation_by: 'customer:link' });
    expect(await onDispatchSheet(orderId)).toBe(true);
    const timeline = (await staff.get(`/orders/${orderId}`)).body.timeline as { to: string; by: string }[];
    expect(timeline.find((entry) => entry.to === 'confirmed')?.by).toBe('Customer by link');
  });

  it('an order placed from a Marathi page gets its SMS link to the Marathi page', async () => {
    await setConfirmation({ policy: 'always', abovePaise: null, callAfterMinutes: 30 });
    const phone = newPhone();
    await placeCod(phone, {}, 'mr');
    await settle();
    const [sms] = await toPhone(phone);
    const link = new URL(/https?:\/\/\S+/.exec(sms?.text ?? '')?.[0] ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE_ORIGIN}/mr/order/confirm`);
  });

  it('a tampered or expired link is refused in words (403, 410), and a malformed one is a 400, never a 500', async () => {
    await setConfirmation({ policy: 'always', abovePaise: null, callAfterMinutes: 30 });
    const { orderId } = await placeCod(newPhone());
    const secret = world.shop.config.staffSecretKey;
    const valid = signCodLink(secret, orderId);
    const other = await placeCod(newPhone());

    const tampered = await answerByLink({ ...valid, order: other.orderId, answer: 'confirm' });
    expect(tampered.status).toBe(403);
    expect(((await tampered.json()) as { message: string }).message).toMatch(/link is not valid/);
    const longer = await linkPage(new URLSearchParams({ ...valid, expires: String(valid.expires + 86_400) }).toString());
    expect(longer.status).toBe(403);

    const old = signCodLink(secret, orderId, new Date(Date.now() - 25 * 60 * 60_000));
    const expired = await answerByLink({ ...old, answer: 'confirm' });
    expect(expired.status).toBe(410);
    expect(((await expired.json()) as { message: string }).message).toMatch(/expired/);

    const malformed = await linkPage('order=nope&expires=soon&sig=');
    expect(malformed.status).toBe(400);
    // A link cut short, opened on the Hindi page: refused in Hindi.
    const cutShort = await fetch(`${world.api}/api/cod-confirmations?order=&expires=&sig=`, { headers: { 'accept-language': 'hi-IN' } });
    expect(cutShort.status).toBe(400);
    expect(await cutShort.json()).toMatchObject({ code: 'invalid_request', message: messageIn('hi', 'link_invalid.cod') });
    expect(await order(orderId)).toMatchObject({ delivery_status: 'unconfirmed', cod_confirmation: 'awaiting' });
    expect(await order(other.orderId)).toMatchObject({ delivery_status: 'unconfirmed', cod_confirmation: 'awaiting' });
  });
});

describe('the desk: a call after the owners’ window, and the phone confirmation', () => {
  it('flags an order still awaiting after the window, and staff confirm it by phone once (audit-logged)', async () => {
    await setConfirmation({ policy: 'always', abovePaise: null, callAfterMinutes: 20 });
    const { orderId, number } = await placeCod(newPhone());
    const row = async () =>
      (
        (await staff.get(`/orders?q=${encodeURIComponent(number)}`)).body.orders as {
          id: string;
          awaitingConfirmation?: { callDue: boolean };
        }[]
      ).find((entry) => entry.id === orderId);
    expect((await row())?.awaitingConfirmation).toMatchObject({ callDue: false });
    // Asked 21 minutes ago: past the owners' 20.
    await world.shop.db
      .updateTable('orders')
      .set({ cod_confirmation_asked_at: new Date(Date.now() - 21 * 60_000).toISOString() })
      .where('id', '=', orderId)
      .execute();
    expect((await row())?.awaitingConfirmation).toMatchObject({ callDue: true });
    expect((await staff.get(`/orders/${orderId}`)).body.codConfirmation).toMatchObject({ state: 'awaiting', callDue: true });

    const confirmed = await staff.post(`/orders/${orderId}/cod-confirmation`, { answer: 'confirm' });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({
      outcome: 'confirmed',
      order: { deliveryStatus: 'confirmed', codConfirmation: { state: 'confirmed', channel: 'phone' } },
    });
    const again = await staff.post(`/orders/${orderId}/cod-confirmation`, { answer: 'cancel' });
    expect(again.body).toMatchObject({ outcome: 'already', message: `Your order ${number} is already confirmed.` });
    expect((await row())?.awaitingConfirmation).toBeUndefined();
    expect(await onDispatchSheet(orderId)).toBe(true);

    const audit = await owner.get(`/audit-log?targetType=order&targetId=${orderId}`);
    const actions = (audit.body.entries as { action: string; actor: { name: string } | string }[]).map((entry) => entry.action);
    expect(actions).toEqual(['order.cod-confirmed-by-phone']);
    const timeline = (await staff.get(`/orders/${orderId}`)).body.timeline as { to: string; by: string; note: string }[];
    expect(timeline.find((entry) => entry.to === 'confirmed')).toMatchObject({ by: 'Staff 2', note: 'Confirmed by phone' });
  });

  it('the list’s Call to confirm filter shows only the orders past the owners’ window as it is now, in the CSV too', async () => {
    await setConfirmation({ policy: 'always', abovePaise: null, callAfterMinutes: 20 });
    const askedAgo = (orderId: string, minutes: number) =>
      world.shop.db
        .updateTable('orders')
        .set({ cod_confirmation_asked_at: new Date(Date.now() - minutes * 60_000).toISOString() })
        .where('id', '=', orderId)
        .execute();
    const due = await placeCod(newPhone());
    const fresh = await placeCod(newPhone());
    const answered = await placeCod(newPhone());
    await askedAgo(due.orderId, 21);
    await askedAgo(answered.orderId, 25);
    expect((await staff.post(`/orders/${answered.orderId}/cod-confirmation`, { answer: 'confirm' })).status).toBe(200);

    const listed = async (query: string) => {
      const page = await staff.get(`/orders${query}`);
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      return page.body as {
        orders: { id: string; awaitingConfirmation?: { callDue: boolean } }[];
        counts: { delivery: Record<string, number> };
      };
    };
    const page = await listed('?call=due&limit=100');
    const ids = page.orders.map((order) => order.id);
    expect(ids).toContain(due.orderId);
    expect(ids).not.toContain(fresh.orderId);
    expect(ids).not.toContain(answered.orderId);
    expect(page.orders.every((order) => order.awaitingConfirmation?.callDue === true)).toBe(true);
    expect(page.counts.delivery.unconfirmed).toBe(page.orders.length);
    expect(page.counts.delivery.confirmed).toBe(0);

    const csv = await staff.get('/orders.csv?call=due');
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(due.number);
    expect(csv.text).not.toContain(fresh.number);

    // The owners widen the window: the order is no longer due.
    await setConfirmation({ policy: 'always', abovePaise: null, callAfterMinutes: 30 });
    expect((await listed('?call=due&limit=100')).orders.map((order) => order.id)).not.toContain(due.orderId);

    const refused = await staff.get('/orders?call=soon');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Ask for call=due or leave it out.');
  });

  it('staff cancel by phone; an order nobody asked about is refused', async () => {
    await setConfirmation({ policy: 'always', abovePaise: null, callAfterMinutes: 30 });
    const { orderId } = await placeCod(newPhone());
    const cancelled = await staff.post(`/orders/${orderId}/cod-confirmation`, { answer: 'cancel' });
    expect(cancelled.body).toMatchObject({ outcome: 'cancelled', order: { deliveryStatus: 'cancelled', paymentStatus: 'voided' } });

    await setConfirmation({ policy: 'never', abovePaise: null, callAfterMinutes: 30 });
    const plain = await placeCod(newPhone());
    const refused = await staff.post(`/orders/${plain.orderId}/cod-confirmation`, { answer: 'confirm' });
    expect(refused.status).toBe(409);
    expect((await staff.post(`/orders/${plain.orderId}/cod-confirmation`, { answer: 'maybe' })).status).toBe(400);
  });
});
