import { moveDelivery } from '../../src/orders/delivery-status.ts';
import { insertPendingOrder, newOrderId } from '../../src/orders/order-repository.ts';
import { movePayment } from '../../src/orders/payment-status.ts';
import type { TestApp } from './test-app.ts';

/** A customer row for orders made straight in the database (tests that need no checkout). */
export async function testCustomer(shop: TestApp, email = `buyer-${Date.now()}-${Math.random().toString(36).slice(2)}@example.in`) {
  const row = await shop.deps.db
    .insertInto('customers')
    .values({
      email,
      name: 'Test Buyer',
      phone: '9820012345',
      password_hash: 'x',
      address: null,
      pincode: null,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * An order stored as checkout stores it (lines, history, change feed), then moved as far as `status`:
 * 'paid' (an online order Razorpay paid), 'confirmed' (paid first when online).
 */
export async function buildOrder(
  shop: TestApp,
  customerId: number,
  overrides: {
    paymentMethod?: 'razorpay' | 'cod';
    status?: 'pending' | 'paid' | 'confirmed';
    name?: string;
    email?: string;
    phone?: string;
    pincode?: string;
    totalPaise?: number;
  } = {},
) {
  const id = newOrderId();
  const totalPaise = overrides.totalPaise ?? 24_000;
  const paymentMethod = overrides.paymentMethod ?? 'cod';
  await insertPendingOrder(shop.deps.db, {
    id,
    customerId,
    paymentMethod,
    details: {
      name: overrides.name ?? 'Priya Nair',
      email: overrides.email ?? 'priya@example.in',
      phone: overrides.phone ?? '9820012345',
      address: 'Flat 4, Palm Court, Sector 17, Vashi',
      pincode: overrides.pincode ?? '400703',
    },
    quote: {
      lines: [{ ref: 'kooler:mango', name: 'Mango', size: null, quantity: 1, unitPricePaise: totalPaise, lineTotalPaise: totalPaise }],
      subtotalPaise: totalPaise,
      deliveryFeePaise: 0,
      discountPaise: 0,
      totalPaise,
    },
  });
  const status = overrides.status ?? 'pending';
  if ((status === 'paid' || status === 'confirmed') && paymentMethod === 'razorpay') {
    await movePayment(shop.deps.db, {
      orderId: id,
      from: 'pending',
      to: 'paid',
      actor: 'razorpay-webhook',
      set: { razorpay_payment_id: `pay_${id.slice(4)}`, paid_at: new Date().toISOString() },
    });
  }
  if (status === 'confirmed') {
    await moveDelivery(shop.deps.db, { orderId: id, from: 'unconfirmed', to: 'confirmed', actor: 'system' });
  }
  return id;
}

/** The number people use for an order (`KC-1043`): what its emails name it by. */
export async function orderNumber(shop: TestApp, orderId: string): Promise<string> {
  const row = await shop.deps.db.selectFrom('orders').select('number').where('id', '=', orderId).executeTakeFirstOrThrow();
  return `KC-${row.number}`;
}
