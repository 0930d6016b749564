import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveDelivery } from '../../src/orders/delivery-status.ts';
import { cancelOrder, deliverOrder } from '../../src/orders/order-moves.ts';
import { movePayment } from '../../src/orders/payment-status.ts';
import { buildOrder, testCustomer } from '../support/orders.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

let shop: TestApp;
let customerId: number;

beforeAll(async () => {
  shop = await buildTestApp();
  customerId = await testCustomer(shop);
});
afterAll(() => shop.close());

async function stored(orderId: string) {
  const { db } = shop.deps;
  const [order, history, changes] = await Promise.all([
    db.selectFrom('orders').select(['payment_status', 'delivery_status']).where('id', '=', orderId).executeTakeFirstOrThrow(),
    db
      .selectFrom('order_status_history')
      .select(['kind', 'from_status', 'to_status'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute(),
    db.selectFrom('change_events').select('kind').where('subject_id', '=', orderId).orderBy('id').execute(),
  ]);
  return {
    ...order,
    history: history.map((row) => `${row.kind} ${row.from_status} → ${row.to_status}`),
    changes: changes.map((row) => row.kind),
  };
}

describe('moving one status', () => {
  it('writes the status, a history row and a change for the open desks, in one go', async () => {
    const id = await buildOrder(shop, customerId, { paymentMethod: 'razorpay' });
    expect(await movePayment(shop.deps.db, { orderId: id, from: 'pending', to: 'paid', actor: 'razorpay-webhook' })).toBe(true);
    expect(await stored(id)).toEqual({
      payment_status: 'paid',
      delivery_status: 'unconfirmed',
      history: ['payment null → pending', 'delivery null → unconfirmed', 'payment pending → paid'],
      changes: ['placed', 'paid'],
    });
  });

  it('of two callers moving from the same status, one wins; the other changes nothing and is told', async () => {
    const id = await buildOrder(shop, customerId);
    const results = await Promise.all([
      moveDelivery(shop.deps.db, { orderId: id, from: 'unconfirmed', to: 'confirmed', actor: 'admin:1' }),
      moveDelivery(shop.deps.db, { orderId: id, from: 'unconfirmed', to: 'cancelled', actor: 'admin:2' }),
    ]);
    expect(results.sort()).toEqual([false, true]);
    expect((await stored(id)).history).toHaveLength(3);
  });

  it('refuses a move its table does not list with a 409 and the reason, writing nothing', async () => {
    const id = await buildOrder(shop, customerId);
    await expect(movePayment(shop.deps.db, { orderId: id, from: 'cash_due', to: 'refunded', actor: 'admin:1' })).rejects.toMatchObject({
      status: 409,
      code: 'illegal_move',
      message: 'An order whose payment is cash due cannot be marked refunded.',
    });
    await expect(moveDelivery(shop.deps.db, { orderId: id, from: 'unconfirmed', to: 'delivered', actor: 'admin:1' })).rejects.toMatchObject(
      {
        status: 409,
        message: 'An order that is unconfirmed cannot be marked delivered.',
      },
    );
    expect((await stored(id)).history).toHaveLength(2);
  });
});

describe('moving both statuses at once', () => {
  it('cancelling voids a payment nobody made', async () => {
    const id = await buildOrder(shop, customerId, { paymentMethod: 'razorpay' });
    expect(
      await cancelOrder(shop.deps.db, { orderId: id, delivery: 'unconfirmed', payment: 'pending', actor: 'reconciler', note: 'x' }),
    ).toBe(true);
    expect(await stored(id)).toMatchObject({ payment_status: 'voided', delivery_status: 'cancelled' });
  });

  it('moves neither when the other status moved meanwhile (a payment arriving as the order is cancelled)', async () => {
    const id = await buildOrder(shop, customerId, { paymentMethod: 'razorpay' });
    await movePayment(shop.deps.db, { orderId: id, from: 'pending', to: 'paid', actor: 'razorpay-webhook' });
    // The desk read the order while it was still pending.
    expect(await cancelOrder(shop.deps.db, { orderId: id, delivery: 'unconfirmed', payment: 'pending', actor: 'admin:1', note: 'x' })).toBe(
      false,
    );
    expect(await stored(id)).toMatchObject({ payment_status: 'paid', delivery_status: 'unconfirmed' });
  });

  it('delivering a cash order collects its cash in the same step', async () => {
    const id = await buildOrder(shop, customerId, { status: 'confirmed', totalPaise: 18_900 });
    await moveDelivery(shop.deps.db, { orderId: id, from: 'confirmed', to: 'out_for_delivery', actor: 'admin:1' });
    const delivered = await deliverOrder(shop.deps.db, {
      orderId: id,
      delivery: 'out_for_delivery',
      payment: 'cash_due',
      paymentMethod: 'cod',
      totalPaise: 18_900,
      actor: 'admin:1',
    });
    expect(delivered).toBe(true);
    expect((await stored(id)).history.slice(-2)).toEqual(['delivery out_for_delivery → delivered', 'payment cash_due → cash_collected']);
  });
});
