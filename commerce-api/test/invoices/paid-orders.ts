import type { Db } from '../../src/db/database.ts';
import { nextInSeries } from '../../src/db/series.ts';
import { ORDER_SERIES } from '../../src/orders/order-repository.ts';

/** Paid online orders straight in the database: 1 Mango each, ₹100. */
export async function insertPaidOrders(db: Db, count: number, idPrefix: string, paidAt = new Date()): Promise<string[]> {
  const customer = await db
    .insertInto('customers')
    .values({
      email: `${idPrefix}@example.in`,
      name: 'Asha Patil',
      phone: '9820012345',
      password_hash: 'x',
      address: null,
      pincode: null,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const now = paidAt.toISOString();
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = `${idPrefix}${String(index).padStart(5, '0')}`;
    ids.push(id);
    const number = await db.transaction().execute((trx) => nextInSeries(trx, ORDER_SERIES));
    await db
      .insertInto('orders')
      .values({
        id,
        number,
        customer_id: customer.id,
        payment_status: 'paid',
        delivery_status: 'unconfirmed',
        payment_method: 'razorpay',
        customer_name: 'Asha Patil',
        customer_email: 'numbers@example.in',
        customer_phone: '9820012345',
        customer_address: 'Sector 17, Vashi',
        customer_pincode: '400703',
        subtotal_paise: 10_000,
        delivery_fee_paise: 0,
        discount_paise: 0,
        total_paise: 10_000,
        razorpay_order_id: `order_${id}`,
        razorpay_payment_id: `pay_${id}`,
        payment_error: null,
        idempotency_key: null,
        idempotency_fingerprint: null,
        created_at: now,
        updated_at: now,
        paid_at: now,
        payment_checked_at: null,
      })
      .execute();
    await db
      .insertInto('order_lines')
      .values({
        order_id: id,
        ref: 'kooler:mango',
        name: 'Mango',
        size: null,
        quantity: 1,
        unit_price_paise: 10_000,
        line_total_paise: 10_000,
      })
      .execute();
  }
  return ids;
}
