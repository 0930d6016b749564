import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remindUnpaidOrders } from '../../src/orders/payment-reminders.ts';
import { payInSandbox } from '../support/payments.ts';
import { browser, buildTestApp, loggedInCustomer, type TestApp, vashiCustomer } from '../support/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

const MINUTE = 60_000;
type Shopper = Awaited<ReturnType<typeof loggedInCustomer>>;
type Opened = { orderId: string; number: string; razorpayOrderId: string };

async function onlineOrder(shopper: Shopper, email: string): Promise<Opened> {
  const created = await shopper.post('/api/orders/create-razorpay-order', {
    items: [{ ref: 'kooler:mango', quantity: 1 }],
    customerDetails: { ...vashiCustomer, email },
  });
  expect(created.status).toBe(201);
  return created.body;
}

const remindersAbout = async (order: Opened) =>
  (await shop.mailsAbout(order.number)).filter((mail) => mail.subject.startsWith('Complete your payment'));

describe('an online order left unpaid', () => {
  it('is reminded once, 10 minutes in, with its payment page; a paid one is not', async () => {
    const customer = await loggedInCustomer(shop.app);
    const waiting = await onlineOrder(customer, customer.email);
    const paid = await onlineOrder(customer, customer.email);
    expect((await customer.post('/api/orders/verify-payment', await payInSandbox(shop.sandbox.url, paid.razorpayOrderId))).status).toBe(
      200,
    );
    const placedAt = Date.now();

    expect(await remindUnpaidOrders(shop.deps, new Date(placedAt + 5 * MINUTE))).toBe(0);
    expect(await remindUnpaidOrders(shop.deps, new Date(placedAt + 11 * MINUTE))).toBe(1);
    // The next runs (every minute, in whichever API process holds the jobs' lease) remind no one again.
    expect(await remindUnpaidOrders(shop.deps, new Date(placedAt + 12 * MINUTE))).toBe(0);
    await shop.messagesSent();

    const reminders = await remindersAbout(waiting);
    expect(reminders.map((mail) => mail.subject)).toEqual([`Complete your payment for Koolers order ${waiting.number}`]);
    expect(reminders[0]?.text).toContain(`It is cancelled 30 minutes after it was placed if it stays unpaid.`);
    expect(reminders[0]?.text).toContain(`/payment/${waiting.orderId}`);
    expect(await remindersAbout(paid)).toEqual([]);
  });

  it('reaches a guest with their own link to the order, and no one once the order has expired', async () => {
    const guest = browser(shop.app, '198.51.100.77');
    expect((await guest.post('/api/auth/guest', {})).status).toBe(201);
    const waiting = await onlineOrder(guest as Shopper, 'guest-reminded@example.in');
    const placedAt = Date.now();

    expect(await remindUnpaidOrders(shop.deps, new Date(placedAt + 31 * MINUTE))).toBe(0);
    expect(await remindUnpaidOrders(shop.deps, new Date(placedAt + 10 * MINUTE + 1_000))).toBe(1);
    await shop.messagesSent();
    const [reminder] = await remindersAbout(waiting);
    expect(reminder?.to).toBe('guest-reminded@example.in');
    expect(reminder?.text).toMatch(new RegExp(`/order-confirmation\\?order=${waiting.orderId}#key=[\\w-]{43}`));
  });
});
