import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Staff, signedInStaff } from '../support/desk.ts';
import { buildMessagingShop } from '../support/messaging.ts';
import { loggedInCustomer, vashiCustomer } from '../support/test-app.ts';

/**
 * The desk sends the customer's latest WhatsApp or SMS message again (issue 33): on the channel
 * their phone gets now, once per press however often the press arrives, audit-logged. Over the
 * real messaging sandbox.
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
/** A phone number of its own per order: consent is kept per number. */
const newPhone = () => `97302${String(10_000 + ++phones * 53).slice(-5)}`;
let presses = 0;
const newPress = () => `press-${Date.now()}-${++presses}-abcdefgh`;

async function placeCod(phone: string, extra: Record<string, unknown> = {}) {
  const customer = await loggedInCustomer(world.shop.app);
  const placed = await customer.post('/api/orders/cod', {
    items: [{ ref: 'kooler:mango', quantity: 1 }],
    customerDetails: { ...vashiCustomer, phone },
    ...extra,
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { orderId: placed.body.orderId as string, number: placed.body.number as string };
}

async function settle() {
  for (let round = 0; round < 2; round++) {
    await world.shop.messagesSent();
    await world.phones.webhooksIdle();
  }
}

const templatesTo = async (phone: string) =>
  (await world.phones.messages())
    .filter((m) => m.to === `91${phone}`)
    .map((m) => `${m.channel}:${m.template}`)
    .sort();
const resentLog = async (orderId: string) =>
  ((await owner.get(`/audit-log?targetType=order&targetId=${orderId}`)).body.entries as { action: string; after: unknown }[]).filter(
    (entry) => entry.action === 'order.phone-message-resent',
  );

describe('sending a phone message again from the desk', () => {
  it('queues the latest status message again on WhatsApp, once per press however often the press arrives, and logs it once', async () => {
    const phone = newPhone();
    const { orderId, number } = await placeCod(phone, { whatsappOptIn: true });
    expect((await staff.put(`/orders/${orderId}/status`, { status: 'confirmed' })).status).toBe(200);
    await settle();
    expect(await templatesTo(phone)).toEqual(['whatsapp:order_confirmed', 'whatsapp:order_placed']);

    // The desk offers it by the subject the customer saw.
    expect((await staff.get(`/orders/${orderId}`)).body.resendablePhoneMessage).toEqual({
      subject: `Your Koolers order ${number} is confirmed`,
    });

    // A double-click: the same press twice, at once.
    const press = newPress();
    const [first, second] = await Promise.all([
      staff.post(`/orders/${orderId}/phone-messages`, { pressKey: press }),
      staff.post(`/orders/${orderId}/phone-messages`, { pressKey: press }),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.message).toBe(`Sending again by WhatsApp to +91${phone}: “Your Koolers order ${number} is confirmed”.`);
    await settle();
    expect(await templatesTo(phone)).toEqual(['whatsapp:order_confirmed', 'whatsapp:order_confirmed', 'whatsapp:order_placed']);
    expect(await resentLog(orderId)).toEqual([expect.objectContaining({ after: { channel: 'whatsapp', template: 'order-confirmed' } })]);
    // The desk lists it with the others, delivered.
    const listed = (await staff.get(`/orders/${orderId}`)).body.emails as {
      channel: string;
      to: string;
      subject: string;
      status: string;
    }[];
    expect(listed.filter((m) => m.to === `91${phone}`).map((m) => `${m.subject}: ${m.status}`)).toEqual([
      expect.stringMatching(/: delivered$/),
      `Your Koolers order ${number} is confirmed: delivered`,
      `Your Koolers order ${number} is confirmed: delivered`,
    ]);

    // A new press sends it again.
    expect((await staff.post(`/orders/${orderId}/phone-messages`, { pressKey: newPress() })).status).toBe(201);
    await settle();
    expect((await templatesTo(phone)).filter((t) => t === 'whatsapp:order_confirmed')).toHaveLength(3);
    expect(await resentLog(orderId)).toHaveLength(2);
  });

  it('sends by SMS to a customer who did not opt in: an unconfirmed cash order’s “we have your order”', async () => {
    const phone = newPhone();
    const { orderId, number } = await placeCod(phone);
    await settle();
    const again = await staff.post(`/orders/${orderId}/phone-messages`, { pressKey: newPress() });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.message).toMatch(new RegExp(`^Sending again by SMS to \\+91${phone}: “.*${number}.*”\\.$`));
    await settle();
    // The same message twice (SMS templates are named by their DLT ids).
    const sent = await templatesTo(phone);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/^sms:/);
    expect(sent[1]).toBe(sent[0]);
  });

  it('refuses what it cannot send: a bad press, an unknown order, an online order not paid yet', async () => {
    const { orderId } = await placeCod(newPhone());
    const bad = await staff.post(`/orders/${orderId}/phone-messages`, { pressKey: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The press key is missing.');
    expect((await staff.post('/orders/ord_missing/phone-messages', { pressKey: newPress() })).status).toBe(404);

    const customer = await loggedInCustomer(world.shop.app);
    const online = await customer.post('/api/orders/create-razorpay-order', {
      items: [{ ref: 'kooler:mango', quantity: 1 }],
      customerDetails: { ...vashiCustomer, phone: newPhone() },
    });
    expect(online.status).toBe(201);
    const refused = await staff.post(`/orders/${online.body.orderId}/phone-messages`, { pressKey: newPress() });
    expect((await staff.get(`/orders/${online.body.orderId}`)).body.resendablePhoneMessage).toBeNull();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This order has brought no WhatsApp or SMS message to send again.');
  });
});
