import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToJustBefore, migrateToLatest } from '../../src/db/migrate.ts';
import { findOrder, insertPendingOrder } from '../../src/orders/order-repository.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

const MIGRATION = '0010-order-numbers-and-two-statuses';

/** An order as the shop stored it before this migration: one status, and its history of moves of that status. */
type OldOrder = {
  id: string;
  status: string;
  method: 'cod' | 'razorpay';
  paid?: boolean;
  refundedPaise?: number;
  /** Moves after the order was placed (the placing `null → pending` row is added for every order). */
  moves: [from: string, to: string, actor?: string, note?: string][];
};

/** Every status the old machine could leave an order in, reached by the moves it allowed. */
const OLD_ORDERS: OldOrder[] = [
  { id: 'ord_cod_pending', status: 'pending', method: 'cod', moves: [] },
  { id: 'ord_online_pending', status: 'pending', method: 'razorpay', moves: [] },
  { id: 'ord_online_paid', status: 'paid', method: 'razorpay', paid: true, moves: [['pending', 'paid', 'razorpay-webhook']] },
  { id: 'ord_cod_confirmed', status: 'confirmed', method: 'cod', moves: [['pending', 'confirmed', 'admin:1']] },
  {
    id: 'ord_online_out',
    status: 'out_for_delivery',
    method: 'razorpay',
    paid: true,
    moves: [
      ['pending', 'paid', 'payment-verify'],
      ['paid', 'confirmed', 'admin:1'],
      ['confirmed', 'out_for_delivery', 'admin:1'],
    ],
  },
  {
    id: 'ord_cod_delivered',
    status: 'delivered',
    method: 'cod',
    moves: [
      ['pending', 'confirmed', 'admin:1'],
      ['confirmed', 'out_for_delivery', 'admin:1'],
      ['out_for_delivery', 'delivered', 'admin:1', 'Cash collected: ₹240.00'],
    ],
  },
  {
    id: 'ord_cod_cancelled',
    status: 'cancelled',
    method: 'cod',
    moves: [['pending', 'cancelled', 'admin:1', 'Cancelled: Customer called']],
  },
  {
    id: 'ord_online_abandoned',
    status: 'cancelled',
    method: 'razorpay',
    moves: [['pending', 'cancelled', 'reconciler', 'Not paid within 24 hours']],
  },
  {
    id: 'ord_online_partly_refunded',
    status: 'delivered',
    method: 'razorpay',
    paid: true,
    refundedPaise: 5_000,
    moves: [
      ['pending', 'paid', 'razorpay-webhook'],
      ['paid', 'confirmed', 'admin:1'],
      ['confirmed', 'out_for_delivery', 'admin:1'],
      ['out_for_delivery', 'delivered', 'admin:1'],
    ],
  },
  {
    id: 'ord_online_refunded_unsent',
    status: 'refunded',
    method: 'razorpay',
    paid: true,
    refundedPaise: 24_000,
    moves: [
      ['pending', 'paid', 'razorpay-webhook'],
      ['paid', 'confirmed', 'admin:1'],
      ['confirmed', 'refunded', 'razorpay-webhook', 'Razorpay refund rfnd_1: ₹240.00'],
    ],
  },
  {
    id: 'ord_online_refunded_delivered',
    status: 'refunded',
    method: 'razorpay',
    paid: true,
    refundedPaise: 24_000,
    moves: [
      ['pending', 'paid', 'razorpay-webhook'],
      ['paid', 'confirmed', 'admin:1'],
      ['confirmed', 'out_for_delivery', 'admin:1'],
      ['out_for_delivery', 'delivered', 'admin:1'],
      ['delivered', 'refunded', 'razorpay-webhook'],
    ],
  },
  { id: 'ord_online_mismatch', status: 'payment_mismatch', method: 'razorpay', moves: [['pending', 'payment_mismatch', 'payment-verify']] },
  {
    id: 'ord_online_late_payment',
    status: 'payment_mismatch',
    method: 'razorpay',
    moves: [
      ['pending', 'cancelled', 'reconciler', 'Not paid within 24 hours'],
      ['cancelled', 'payment_mismatch', 'razorpay-webhook'],
    ],
  },
  {
    id: 'ord_online_paid_cancelled',
    status: 'cancelled',
    method: 'razorpay',
    paid: true,
    moves: [
      ['pending', 'paid', 'razorpay-webhook'],
      ['paid', 'cancelled', 'admin:1', 'Cancelled: Out of mangoes'],
    ],
  },
];

/** What each becomes: [payment status, delivery status]. */
const CONVERTED: Record<string, [string, string]> = {
  ord_cod_pending: ['cash_due', 'unconfirmed'],
  ord_online_pending: ['pending', 'unconfirmed'],
  ord_online_paid: ['paid', 'unconfirmed'],
  ord_cod_confirmed: ['cash_due', 'confirmed'],
  ord_online_out: ['paid', 'out_for_delivery'],
  ord_cod_delivered: ['cash_collected', 'delivered'],
  ord_cod_cancelled: ['voided', 'cancelled'],
  ord_online_abandoned: ['voided', 'cancelled'],
  ord_online_partly_refunded: ['partially_refunded', 'delivered'],
  ord_online_refunded_unsent: ['refunded', 'cancelled'],
  ord_online_refunded_delivered: ['refunded', 'delivered'],
  ord_online_mismatch: ['mismatch', 'unconfirmed'],
  ord_online_late_payment: ['mismatch', 'cancelled'],
  ord_online_paid_cancelled: ['paid', 'cancelled'],
};

const DAY = 24 * 60 * 60 * 1000;
const placedAt = (index: number) => new Date(Date.UTC(2026, 9, 1) + index * DAY).toISOString();
const movedAt = (index: number, step: number) => new Date(Date.parse(placedAt(index)) + (step + 1) * 60_000).toISOString();

/** The tables as they were before the migration: this test writes them as the old code did. */
type OldSchema = Kysely<Record<string, Record<string, unknown>>>;

let testDb: TestDb;
let customerId: number;

/** Stores the old orders in an order other than the one they were placed in: numbers follow when they were placed. */
async function storeOldOrders(db: OldSchema) {
  const { id } = await db
    .insertInto('customers')
    .values({
      email: 'old@example.in',
      name: 'Old Buyer',
      phone: '9820012345',
      password_hash: 'x',
      created_at: placedAt(0),
      updated_at: placedAt(0),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  customerId = Number(id);
  const shuffled = OLD_ORDERS.map((order, index) => ({ order, index })).reverse();
  for (const { order, index } of shuffled) {
    await db
      .insertInto('orders')
      .values({
        id: order.id,
        customer_id: customerId,
        status: order.status,
        payment_method: order.method,
        customer_name: 'Old Buyer',
        customer_email: 'old@example.in',
        customer_phone: '9820012345',
        customer_address: 'Sector 17, Vashi',
        customer_pincode: '400703',
        subtotal_paise: 24_000,
        delivery_fee_paise: 0,
        discount_paise: 0,
        total_paise: 24_000,
        razorpay_order_id: order.method === 'razorpay' ? `order_${order.id}` : null,
        razorpay_payment_id: order.paid ? `pay_${order.id}` : null,
        payment_error: null,
        created_at: placedAt(index),
        updated_at: placedAt(index),
        paid_at: order.paid ? movedAt(index, 0) : null,
        refunded_paise: order.refundedPaise ?? 0,
      })
      .execute();
    const rows = [[null, 'pending', 'customer', undefined] as const, ...order.moves].map(([from, to, actor, note], step) => ({
      order_id: order.id,
      from_status: from,
      to_status: to,
      actor: actor ?? 'system',
      note: note ?? null,
      created_at: step === 0 ? placedAt(index) : movedAt(index, step),
    }));
    await db.insertInto('order_status_history').values(rows).execute();
    if (order.refundedPaise) {
      await db
        .insertInto('refunds')
        .values({
          id: `rfd_${order.id}`,
          order_id: order.id,
          razorpay_payment_id: `pay_${order.id}`,
          razorpay_refund_id: `rfnd_${order.id}`,
          idempotency_key: `key_${order.id}`,
          amount_paise: order.refundedPaise,
          reason: 'Leaked',
          status: 'processed',
          error: null,
          requested_by: null,
          created_at: movedAt(index, 8),
          processed_at: movedAt(index, 9),
        })
        .execute();
    }
  }
}

beforeAll(async () => {
  testDb = await createTestDb(':memory:', async (db) => {
    await migrateToJustBefore(db, MIGRATION);
    await storeOldOrders(db as unknown as OldSchema);
    await migrateToLatest(db);
  });
});
afterAll(() => testDb.drop());

describe(`migration ${MIGRATION}`, () => {
  it('gives every existing order its two statuses', async () => {
    const rows = await testDb.db.selectFrom('orders').select(['id', 'payment_status', 'delivery_status']).execute();
    expect(Object.fromEntries(rows.map((row) => [row.id, [row.payment_status, row.delivery_status]]))).toEqual(CONVERTED);
  });

  it('numbers the existing orders from KC-1001 in the order they were placed, and the next order follows them', async () => {
    const rows = await testDb.db.selectFrom('orders').select(['id', 'number']).orderBy('number').execute();
    expect(rows.map((row) => row.id)).toEqual(OLD_ORDERS.map((order) => order.id));
    expect(rows.map((row) => Number(row.number))).toEqual(OLD_ORDERS.map((_, index) => 1001 + index));

    const placed = await insertPendingOrder(testDb.db, {
      id: 'ord_after_migration',
      customerId,
      paymentMethod: 'cod',
      details: { name: 'New Buyer', email: 'new@example.in', phone: '9820012345', address: 'Vashi', pincode: '400703' },
      quote: {
        lines: [{ ref: 'kooler:mango', name: 'Mango', size: null, quantity: 1, unitPricePaise: 10_000, lineTotalPaise: 10_000 }],
        subtotalPaise: 10_000,
        deliveryFeePaise: 0,
        discountPaise: 0,
        totalPaise: 10_000,
      },
    });
    expect(placed).toBe(true);
    expect((await findOrder(testDb.db, 'ord_after_migration'))?.number).toBe(`KC-${1001 + OLD_ORDERS.length}`);
  });

  it('turns each old move into the moves of the two statuses, at the same time and by the same actor', async () => {
    const history = async (id: string) =>
      ((await findOrder(testDb.db, id))?.history ?? []).map((entry) => [entry.kind, entry.from, entry.to, entry.actor, entry.note]);
    expect(await history('ord_cod_delivered')).toEqual([
      ['payment', null, 'cash_due', 'customer', null],
      ['delivery', null, 'unconfirmed', 'customer', null],
      ['delivery', 'unconfirmed', 'confirmed', 'admin:1', null],
      ['delivery', 'confirmed', 'out_for_delivery', 'admin:1', null],
      ['payment', 'cash_due', 'cash_collected', 'admin:1', 'Cash collected: ₹240.00'],
      ['delivery', 'out_for_delivery', 'delivered', 'admin:1', null],
    ]);
    expect(await history('ord_cod_cancelled')).toEqual([
      ['payment', null, 'cash_due', 'customer', null],
      ['delivery', null, 'unconfirmed', 'customer', null],
      ['delivery', 'unconfirmed', 'cancelled', 'admin:1', 'Cancelled: Customer called'],
      ['payment', 'cash_due', 'voided', 'admin:1', null],
    ]);
    expect((await history('ord_online_refunded_unsent')).slice(-2)).toEqual([
      ['payment', 'paid', 'refunded', 'razorpay-webhook', 'Razorpay refund rfnd_1: ₹240.00'],
      ['delivery', 'confirmed', 'cancelled', 'razorpay-webhook', 'Refunded in full'],
    ]);
    expect((await history('ord_online_late_payment')).slice(-3)).toEqual([
      ['delivery', 'unconfirmed', 'cancelled', 'reconciler', 'Not paid within 24 hours'],
      ['payment', 'pending', 'voided', 'reconciler', null],
      ['payment', 'voided', 'mismatch', 'razorpay-webhook', null],
    ]);
    // A partial refund moved nothing before: it now has the move it would have made, when it was processed.
    const partly = await findOrder(testDb.db, 'ord_online_partly_refunded');
    expect(partly?.history.at(-1)).toMatchObject({ kind: 'payment', from: 'paid', to: 'partially_refunded', at: movedAt(8, 9) });
    expect(partly?.refunds).toEqual([{ amountPaise: 5_000, reason: 'Leaked', at: movedAt(8, 9) }]);
  });

  it('leaves every history row a move of one status from where the status was', async () => {
    for (const { id } of OLD_ORDERS) {
      const order = await findOrder(testDb.db, id);
      const last = { payment: null as string | null, delivery: null as string | null };
      for (const entry of order?.history ?? []) {
        expect(entry.from, `${id}: ${entry.kind} ${entry.from} → ${entry.to}`).toBe(last[entry.kind]);
        last[entry.kind] = entry.to;
      }
      expect([last.payment, last.delivery], id).toEqual(CONVERTED[id]);
    }
  });

  it('shows the customer why an order was cancelled', async () => {
    expect((await findOrder(testDb.db, 'ord_cod_cancelled'))?.cancellation).toMatchObject({ by: 'shop', reason: 'Customer called' });
    expect((await findOrder(testDb.db, 'ord_online_abandoned'))?.cancellation).toMatchObject({
      by: 'system',
      reason: 'Not paid within 24 hours',
    });
  });
});
