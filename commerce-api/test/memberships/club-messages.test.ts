import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remindRenewals } from '../../src/memberships/renewal-reminders.ts';
import { buildMessagingShop } from '../support/messaging.ts';
import { payInSandbox, sendWebhook } from '../support/payments.ts';
import { loggedInCustomer, PASSWORD, SITE_ORIGIN } from '../support/test-app.ts';

/**
 * Coco Club's messages (issue 33): "joined" when a membership's year starts, and "renewing" 7 days
 * before it ends, by email and on the member's phone (WhatsApp when they opted in, else SMS), each
 * once per event and channel, from the outbox.
 */
let world: Awaited<ReturnType<typeof buildMessagingShop>>;
beforeAll(async () => {
  world = await buildMessagingShop();
});
afterAll(() => world.close());

let phones = 0;
/** A phone number of its own per member: consent is kept per number. */
const newPhone = () => `98670${String(10_000 + ++phones * 41).slice(-5)}`;
let ips = 0;

/** A signed-in member who paid for Coco Club through Razorpay (the verification and the webhook racing), opted in to WhatsApp or not. */
async function paidMember(whatsapp: boolean, pageLanguage = 'en-IN') {
  const phone = newPhone();
  const customer = await loggedInCustomer(world.shop.app, { phoneNumber: phone, ip: `198.51.100.${++ips}` });
  if (whatsapp) expect((await customer.agent.put('/api/me/whatsapp').set('Origin', SITE_ORIGIN).send({ optIn: true })).status).toBe(200);
  const details = { name: 'Kavya Patil', email: customer.email, phone, address: 'Sector 9, Vashi, Navi Mumbai', pincode: '400703' };
  const requested = await customer.post('/api/memberships/razorpay', details, { 'Accept-Language': pageLanguage });
  expect(requested.status).toBe(201);
  const paid = await payInSandbox(world.shop.sandbox.url, requested.body.razorpay.orderId);
  const event = { razorpayOrderId: requested.body.razorpay.orderId, paymentId: paid.razorpay_payment_id, amountPaise: 120_000 };
  await Promise.all([
    customer.post('/api/memberships/verify-payment', paid),
    sendWebhook(world.shop.app, { ...event, event: 'payment.captured' }),
    customer.post('/api/memberships/verify-payment', paid),
  ]);
  await settle();
  return { customer, phone, email: customer.email, id: requested.body.membershipId as string, number: requested.body.number as string };
}

async function settle() {
  for (let round = 0; round < 2; round++) {
    await world.shop.messagesSent();
    await world.phones.webhooksIdle();
  }
}

const toPhone = async (phone: string) => (await world.phones.messages()).filter((m) => m.to === `91${phone}`);
const mailsTo = async (email: string) => (await world.shop.mailsAbout('')).filter((mail) => mail.to === email);

/** The member's year ends `days` from now (a year has passed, as far as the sweep can tell). */
async function endsIn(id: string, days: number) {
  const expiresAt = new Date(Date.now() + days * 24 * 3_600_000).toISOString();
  await world.shop.db.updateTable('memberships').set({ expires_at: expiresAt }).where('id', '=', id).execute();
  return expiresAt;
}

describe('Coco Club joined', () => {
  it('reaches an opted-in member once by email and once on WhatsApp, however the payment is reported', async () => {
    const member = await paidMember(true);
    const mails = await mailsTo(member.email);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining('Welcome to Coco Club: your membership is active')]);
    const received = await toPhone(member.phone);
    expect(received.map((m) => [m.channel, m.template])).toEqual([['whatsapp', 'coco_club_joined']]);
    expect(received[0]?.text).toMatch(
      new RegExp(`^Hi Kavya Patil, welcome to Coco Club! Your membership ${member.number} is active until \\d+ \\w+ \\d{4}\\.`),
    );
    expect(received[0]?.buttons.map((button) => button.text)).toEqual(['Stop updates']);
  });

  it('welcomes a member who joined from a Marathi page in Marathi by email (WhatsApp’s Coco Club templates are English only)', async () => {
    const member = await paidMember(true, 'mr');
    const [welcome, ...others] = await mailsTo(member.email);
    expect(others).toEqual([]);
    expect(welcome?.subject).toBe('कोको क्लबमध्ये स्वागत आहे: तुमची सदस्यता सुरू झाली आहे');
    expect(welcome?.html).toContain('<html lang="mr">');
    expect((await toPhone(member.phone)).map((m) => m.template)).toEqual(['coco_club_joined']);
  });

  it('reaches a member who did not opt in by SMS, on its DLT template, never on WhatsApp', async () => {
    const member = await paidMember(false);
    const received = await toPhone(member.phone);
    expect(received.map((m) => [m.channel, m.template])).toEqual([['sms', '66a1b2c3d4e5f60718293a09']]);
    expect(received[0]?.text).toContain(`welcome to Coco Club! Membership ${member.number} is active until`);
  });
});

describe('Coco Club renewing', () => {
  it('the sweep queues the reminder once, run twice at once and again after a restart, by email and on the phone', async () => {
    const member = await paidMember(true);
    const expiresAt = await endsIn(member.id, 6);
    await Promise.all([remindRenewals(world.shop.deps), remindRenewals(world.shop.deps)]);
    // A restarted process, with its own sender, sweeping again.
    await remindRenewals({ ...world.shop.deps, outbox: undefined });
    await settle();

    const rows = await world.shop.db
      .selectFrom('outbox_messages')
      .select(['channel', 'state'])
      .where('event_key', '=', `club.renewing:${member.id}`)
      .orderBy('channel')
      .execute();
    expect(rows).toEqual([
      { channel: 'email', state: 'sent' },
      { channel: 'whatsapp', state: expect.stringMatching(/^(sent|delivered|read)$/) },
    ]);
    const until = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(new Date(expiresAt));
    const reminders = (await mailsTo(member.email)).filter((mail) => mail.subject.includes('ends on'));
    expect(reminders.map((mail) => mail.subject)).toEqual([expect.stringContaining(`Your Coco Club membership ends on ${until}`)]);
    expect(reminders[0]?.text).toContain(`Renew: ${SITE_ORIGIN}/subscription`);
    const renewing = (await toPhone(member.phone)).filter((m) => m.template === 'coco_club_renewing');
    expect(renewing.map((m) => m.text)).toEqual([
      `Hi Kavya Patil, your Coco Club membership ends on ${until}. Renew to keep your member discounts: ${SITE_ORIGIN}/subscription`,
    ]);
  });

  it('leaves alone a year ending in more than 7 days, one already over, and one its member has renewed', async () => {
    const later = await paidMember(false);
    await endsIn(later.id, 8);
    const over = await paidMember(false);
    await endsIn(over.id, -1);
    // Renewed early: the member's next year runs on past the one ending.
    const renewed = await paidMember(false);
    await endsIn(renewed.id, 3);
    const row = await world.shop.db.selectFrom('memberships').selectAll().where('id', '=', renewed.id).executeTakeFirstOrThrow();
    await world.shop.db
      .insertInto('memberships')
      .values({
        ...row,
        id: `${row.id}_next`,
        number: Number(row.number) + 100_000,
        razorpay_order_id: null,
        razorpay_payment_id: null,
        upi_reference: null,
        expires_at: new Date(Date.now() + 368 * 24 * 3_600_000).toISOString(),
      })
      .execute();

    await remindRenewals(world.shop.deps);
    await settle();
    const keys = await world.shop.db
      .selectFrom('outbox_messages')
      .select('event_key')
      .where(
        'event_key',
        'in',
        [later, over, renewed].map((m) => `club.renewing:${m.id}`),
      )
      .execute();
    expect(keys).toEqual([]);
  });

  it('forgets, with a deleted account, whom its Coco Club messages went to, and never sends one still queued', async () => {
    const member = await paidMember(false);
    await endsIn(member.id, 5);
    // The reminder is queued, not sent yet, when the member deletes their account.
    const sending = world.shop.deps.outbox;
    const queued = await remindRenewals({ ...world.shop.deps, outbox: undefined });
    expect(queued).toBeGreaterThanOrEqual(1);
    const deleted = await member.customer.post('/api/me/delete-account', { password: PASSWORD });
    expect(deleted.status).toBe(200);
    await sending.deliverDue();
    const rows = await world.shop.db
      .selectFrom('outbox_messages')
      .select(['event_key', 'channel', 'recipient', 'state'])
      .where('event_key', 'in', [`club.joined:${member.id}`, `club.renewing:${member.id}`])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { event_key: `club.joined:${member.id}`, channel: 'email', recipient: '', state: 'sent' },
      { event_key: `club.joined:${member.id}`, channel: 'sms', recipient: '', state: expect.stringMatching(/^(sent|delivered)$/) },
    ]);
  });
});
