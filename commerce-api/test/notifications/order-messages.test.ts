import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailMessage, Mailer } from '../../src/email/mailer.ts';
import { backoffMs } from '../../src/notifications/outbox.ts';
import { taxedCatalog } from '../invoices/taxed-catalog.ts';
import { type Staff, signedInStaff } from '../support/desk.ts';
import { buildOrder, testCustomer } from '../support/orders.ts';
import { payInSandbox } from '../support/payments.ts';
import { buildTestApp, loggedInCustomer, type TestApp, vashiCustomer } from '../support/test-app.ts';

/** The shop's SMTP server as these tests want it: answering, refusing connections, or hanging. */
let smtp: 'up' | 'down' | 'hanging' = 'up';
const hanging: (() => void)[] = [];
const delivered: EmailMessage[] = [];
const mailer: Mailer = {
  async send(message) {
    if (smtp === 'down') throw new Error('connect ECONNREFUSED 127.0.0.1:587');
    if (smtp === 'hanging') await new Promise<void>((resolve) => hanging.push(resolve));
    delivered.push(message);
  },
};

let shop: TestApp;
let staff: Staff;

beforeAll(async () => {
  shop = await buildTestApp({ catalog: taxedCatalog(), mailer });
  staff = await signedInStaff(shop);
});
afterAll(() => shop.close());

const outboxOf = (orderId: string) =>
  shop.db
    .selectFrom('outbox_messages')
    .select(['template', 'recipient', 'state', 'document_id'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();

describe("an order's messages", () => {
  it('do not hold up the payment: it answers while SMTP hangs, and the confirmation goes with its invoice once SMTP answers', async () => {
    smtp = 'hanging';
    const customer = await loggedInCustomer(shop.app);
    const created = await customer.post('/api/orders/create-razorpay-order', {
      items: [{ ref: 'kooler:mango', quantity: 2 }],
      customerDetails: { ...vashiCustomer, name: 'Asha Patil', email: customer.email },
    });
    expect(created.status).toBe(201);
    const orderId = created.body.orderId as string;
    const signed = await payInSandbox(shop.sandbox.url, created.body.razorpayOrderId);
    const verified = await customer.post('/api/orders/verify-payment', signed);
    expect(verified.status).toBe(200);
    // Queued in the payment's transaction: the customer's confirmation (with the invoice issued) and the shop's notice.
    const queued = await outboxOf(orderId);
    expect(queued.map(({ template, recipient }) => ({ template, recipient }))).toEqual([
      { template: 'order-paid', recipient: customer.email },
      { template: 'new-order-for-shop', recipient: 'orders@koolers.in' },
    ]);
    expect(queued[0]?.document_id).toEqual(expect.any(String));
    expect(queued.every((row) => row.state === 'queued')).toBe(true);
    expect(delivered.filter((mail) => mail.to === customer.email)).toEqual([]);

    // A second report of the same payment (the browser again) queues nothing more.
    expect((await customer.post('/api/orders/verify-payment', signed)).status).toBe(200);
    expect(await outboxOf(orderId)).toHaveLength(2);

    // Both sends reach SMTP and hang there (the confirmation once its PDF is rendered); then SMTP answers.
    await expect.poll(() => hanging.length, { timeout: 20_000 }).toBe(2);
    smtp = 'up';
    for (const resolve of hanging.splice(0)) resolve();
    await shop.messagesSent();
    expect((await outboxOf(orderId)).map((row) => row.state)).toEqual(['sent', 'sent']);
    const confirmation = delivered.filter((mail) => mail.to === customer.email);
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]?.attachments?.map((file) => file.contentType)).toEqual(['application/pdf']);
  });

  it("are shown on the desk's Emails panel as queued with why while SMTP refuses them, then sent", async () => {
    smtp = 'down';
    const id = await buildOrder(shop, await testCustomer(shop), { email: 'confirm-me@example.in' });
    const moved = await staff.put(`/orders/${id}/status`, { status: 'confirmed' });
    expect(moved.status).toBe(200);
    await shop.messagesSent();
    const { number } = moved.body.order;
    const waiting = await staff.get(`/orders/${id}`);
    expect(waiting.body.emails).toContainEqual(
      expect.objectContaining({
        to: 'confirm-me@example.in',
        subject: `Your Koolers order ${number} is confirmed`,
        status: 'queued',
        reason: 'connect ECONNREFUSED 127.0.0.1:587',
      }),
    );

    smtp = 'up';
    // Not before its backoff: then sent, once.
    expect(await shop.deps.outbox.deliverDue(new Date(Date.now() + backoffMs(1) + 1_000))).toBe(1);
    const sent = await staff.get(`/orders/${id}`);
    const confirmed = sent.body.emails.filter((email: { subject: string }) => email.subject.endsWith('is confirmed'));
    expect(confirmed).toEqual([expect.objectContaining({ status: 'sent' })]);
    expect(confirmed[0].reason).toBeUndefined();
    expect(delivered.filter((mail) => mail.to === 'confirm-me@example.in')).toHaveLength(1);
  });

  it('of an order paid online include a "delivered" email with a way back to the shop; a cash order gets its invoice instead', async () => {
    smtp = 'up';
    const customer = await loggedInCustomer(shop.app);
    const details = { ...vashiCustomer, email: customer.email };
    const created = await customer.post('/api/orders/create-razorpay-order', {
      items: [{ ref: 'kooler:mango', quantity: 1 }],
      customerDetails: details,
    });
    const online = created.body.orderId as string;
    expect(
      (await customer.post('/api/orders/verify-payment', await payInSandbox(shop.sandbox.url, created.body.razorpayOrderId))).status,
    ).toBe(200);
    const cash = (await customer.post('/api/orders/cod', { items: [{ ref: 'kooler:mango', quantity: 1 }], customerDetails: details })).body
      .orderId as string;
    for (const orderId of [online, cash]) {
      for (const status of ['confirmed', 'out_for_delivery', 'delivered']) {
        expect((await staff.put(`/orders/${orderId}/status`, { status })).status).toBe(200);
      }
    }
    await shop.messagesSent();
    const number = created.body.number as string;
    const deliveredMails = delivered.filter((mail) => mail.to === customer.email && mail.subject.endsWith('is delivered'));
    expect(deliveredMails.map((mail) => mail.subject)).toEqual([`Your Koolers order ${number} is delivered`]);
    expect(deliveredMails[0]?.text).toMatch(/Buy again: http\S+\/products/);
    expect((await outboxOf(cash)).map((row) => row.template)).not.toContain('order-delivered-email');
  });

  it('of a cash order are queued with the order itself, whatever SMTP does, and the desk says why they wait', async () => {
    smtp = 'down';
    const customer = await loggedInCustomer(shop.app);
    const placed = await customer.post('/api/orders/cod', {
      items: [{ ref: 'kooler:mango', quantity: 1 }],
      customerDetails: { ...vashiCustomer, email: customer.email },
    });
    expect(placed.status).toBe(201);
    const orderId = placed.body.orderId as string;
    await shop.messagesSent();
    const rows = await outboxOf(orderId);
    expect(rows.map(({ template, recipient, state }) => ({ template, recipient, state }))).toEqual([
      { template: 'order-placed', recipient: customer.email, state: 'queued' },
      { template: 'new-order-for-shop', recipient: 'orders@koolers.in', state: 'queued' },
    ]);
    const detail = await staff.get(`/orders/${orderId}`);
    expect(detail.body.emails.map((email: { status: string; reason?: string }) => [email.status, email.reason])).toEqual([
      ['queued', 'connect ECONNREFUSED 127.0.0.1:587'],
      ['queued', 'connect ECONNREFUSED 127.0.0.1:587'],
    ]);
    smtp = 'up';
  });
});
