import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBusinessMetrics } from '../../src/metrics/business-metrics.ts';
import { registry } from '../../src/metrics/registry.ts';
import { movePayment } from '../../src/orders/payment-status.ts';
import { buildOrder, testCustomer } from '../support/orders.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

let shop: TestApp;

beforeAll(async () => {
  shop = await buildTestApp();
  registerBusinessMetrics(shop.deps.db);
});
afterAll(() => shop.close());

describe("the shop's counts as Prometheus scrapes them", () => {
  it('counts orders created and paid by payment method, and payments that did not match', async () => {
    const customerId = await testCustomer(shop);
    await buildOrder(shop, customerId, { paymentMethod: 'cod' });
    await buildOrder(shop, customerId, { paymentMethod: 'razorpay', status: 'paid' });
    const mismatched = await buildOrder(shop, customerId, { paymentMethod: 'razorpay' });
    await movePayment(shop.deps.db, { orderId: mismatched, from: 'pending', to: 'mismatch', actor: 'razorpay-webhook' });

    const text = await registry.metrics();
    expect(text).toMatch(/koolers_orders_created\{payment_method="cod"\} 1\n/);
    expect(text).toMatch(/koolers_orders_created\{payment_method="razorpay"\} 2\n/);
    expect(text).toMatch(/koolers_orders_paid\{payment_method="razorpay"\} 1\n/);
    expect(text).toMatch(/koolers_payment_mismatches\{kind="order"\} 1\n/);
    expect(text).toMatch(/koolers_payment_mismatches\{kind="membership"\} 0\n/);
  });
});
