import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../src/db/database.ts';
import { AppError } from '../../src/http/app-error.ts';
import { createCheckoutService } from '../../src/orders/checkout-service.ts';
import { cancelOrder } from '../../src/orders/order-moves.ts';
import { fixedCatalog } from '../support/catalog-fixture.ts';
import { vashiCustomer } from '../support/test-app.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

const SHOPPERS = 60;
const logger = pino({ level: 'silent' });
// The orders' emails are queued in the outbox; no sender runs here.
const outbox = { nudge: () => {} };
let test: TestDb;
/** A second, independent set of connections to the same database: another API process. */
let other: Db;

beforeAll(async () => {
  test = await createTestDb();
  // As in the invoice numbering test: on PostgreSQL a second pool stands for a second API process;
  // SQLite is one process's database, so there both share its connection.
  other = test.location.kind === 'postgres' ? createDatabase({ kind: 'postgres', url: test.location.url }) : test.db;
});
afterAll(async () => {
  if (other !== test.db) await other.destroy();
  await test.drop();
});

function checkoutOn(db: Db) {
  return createCheckoutService({
    db,
    catalog: fixedCatalog(),
    payments: {} as never,
    outbox,
    logger,
    config: { mail: { shopEmail: 'shop@koolers.test' } as never, siteOrigin: 'http://127.0.0.1:4321' },
  });
}

async function newShoppers(count: number, prefix: string) {
  const now = new Date().toISOString();
  const rows = await test.db
    .insertInto('customers')
    .values(
      Array.from({ length: count }, (_, index) => ({
        email: `${prefix}${index}@example.in`,
        name: `Shopper ${index}`,
        phone: '9820012345',
        password_hash: 'x',
        address: null,
        pincode: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning(['id', 'email'])
    .execute();
  return rows.map((row) => ({ id: Number(row.id), email: row.email, memberUntil: null }));
}

async function newCode(code: string, limits: { total_use_limit?: number; per_customer_limit?: number }) {
  const now = new Date().toISOString();
  await test.db
    .insertInto('promotion_codes')
    .values({
      code,
      description: '',
      kind: 'percent',
      value: 10,
      minimum_order_paise: 0,
      maximum_discount_paise: null,
      valid_from: null,
      valid_until: null,
      total_use_limit: limits.total_use_limit ?? null,
      per_customer_limit: limits.per_customer_limit ?? null,
      first_order_only: 0,
      categories_json: '[]',
      refs_json: '[]',
      paused: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

const usesOf = async (code: string) =>
  Number((await test.db.selectFrom('promotion_codes').select('uses').where('code', '=', code).executeTakeFirstOrThrow()).uses);

/** Every shopper places a cash order with the code at the same moment, half through each API process. */
async function allAtOnce(shoppers: Awaited<ReturnType<typeof newShoppers>>, code: string) {
  const processes = [checkoutOn(test.db), checkoutOn(other)];
  return Promise.allSettled(
    shoppers.map((shopper, index) =>
      processes[index % 2]?.placeCodOrder(
        shopper,
        { items: [{ ref: 'kooler:mango', quantity: 1 }], customerDetails: { ...vashiCustomer, email: shopper.email }, promotionCode: code },
        undefined,
      ),
    ),
  );
}

function refusals(results: PromiseSettledResult<unknown>[]) {
  return results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
}

describe('promotion code limits under concurrency', () => {
  it(`${SHOPPERS} shoppers on two API processes take the last 5 uses at once: exactly 5 orders get the code`, async () => {
    await newCode('LAST5', { total_use_limit: 5 });
    const results = await allAtOnce(await newShoppers(SHOPPERS, 'last5-'), 'LAST5');

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    const refused = refusals(results);
    expect(refused).toHaveLength(SHOPPERS - 5);
    for (const error of refused) {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'promotion_refused', message: 'This code has been used up.' });
    }
    expect(await usesOf('LAST5')).toBe(5);
    const orders = await test.db
      .selectFrom('orders')
      .select(['id', 'discount_kind', 'promotion_code'])
      .where('promotion_code', '=', 'LAST5')
      .execute();
    expect(orders).toHaveLength(5);
    // A refused shopper left nothing behind: no order, no use, no number taken from the series.
    const uses = await test.db.selectFrom('promotion_code_uses').select('order_id').where('released_at', 'is', null).execute();
    expect(new Set(uses.map((use) => use.order_id))).toEqual(new Set(orders.map((order) => order.id)));
  });

  it('uses given back by cancelled orders go to exactly as many new shoppers', async () => {
    const held = await test.db.selectFrom('orders').select(['id']).where('promotion_code', '=', 'LAST5').limit(2).execute();
    // Two cancellations race the new shoppers.
    const cancelling = held.map((order) =>
      cancelOrder(other, { orderId: order.id, delivery: 'unconfirmed', payment: 'cash_due', actor: 'system', note: 'test' }),
    );
    const [results] = await Promise.all([allAtOnce(await newShoppers(20, 'later-'), 'LAST5'), ...cancelling]);
    const placed = results.filter((result) => result.status === 'fulfilled').length;
    // Each placed order found a use free: never more than the two given back.
    expect(placed).toBeLessThanOrEqual(2);
    expect(await usesOf('LAST5')).toBe(3 + placed);
    // Once the cancellations are in, the rest of the uses go, and no more.
    const after = await allAtOnce(await newShoppers(20, 'after-'), 'LAST5');
    expect(after.filter((result) => result.status === 'fulfilled')).toHaveLength(2 - placed);
    expect(await usesOf('LAST5')).toBe(5);
  });

  it('one shopper sending ten orders at once with a once-per-customer code gets it once', async () => {
    await newCode('ONCE', { per_customer_limit: 1 });
    const [shopper] = await newShoppers(1, 'eager-');
    if (!shopper) throw new Error('no shopper');
    const results = await allAtOnce(
      Array.from({ length: 10 }, () => shopper),
      'ONCE',
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const error of refusals(results)) expect(error).toMatchObject({ message: 'You have already used this code.' });
    expect(await usesOf('ONCE')).toBe(1);
  });
});
