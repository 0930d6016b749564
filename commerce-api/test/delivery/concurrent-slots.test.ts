import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../src/db/database.ts';
import { readDeliverySettings, replaceDeliverySettings } from '../../src/delivery/delivery-repository.ts';
import { AppError } from '../../src/http/app-error.ts';
import { createCheckoutService } from '../../src/orders/checkout-service.ts';
import { createDeskSlotMoveService } from '../../src/orders/desk/desk-slot-move.ts';
import { fixedCatalog } from '../support/catalog-fixture.ts';
import { vashiCustomer } from '../support/test-app.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

const SHOPPERS = 40;
const CAPACITY = 10;
const logger = pino({ level: 'silent' });
const outbox = { nudge: () => {} };
/** 9 pm in Vashi on Monday 30 November: today's slots are past their cut-off, tomorrow's are open. */
const clock = () => new Date('2026-11-30T21:00:00+05:30');
let test: TestDb;
/** A second, independent set of connections to the same database: another API process. */
let other: Db;

beforeAll(async () => {
  test = await createTestDb();
  // On PostgreSQL a second pool stands for a second API process; SQLite is one process's database.
  other = test.location.kind === 'postgres' ? createDatabase({ kind: 'postgres', url: test.location.url }) : test.db;
  const { settings, version } = await readDeliverySettings(test.db);
  const slots = settings.slots.map((slot) => ({ ...slot, capacity: CAPACITY }));
  await replaceDeliverySettings(test.db, { settings: { ...settings, slots }, version, at: new Date().toISOString(), by: 'test' });
});
afterAll(async () => {
  if (other !== test.db) await other.destroy();
  await test.drop();
});

const config = { mail: { shopEmail: 'shop@koolers.test' } as never, siteOrigin: 'http://127.0.0.1:4321' };
const deskOn = (db: Db) => createDeskSlotMoveService({ db, catalog: fixedCatalog(), config, outbox, clock });
const staffMember = { staffId: null, email: 'dispatcher@koolers.test', ip: null };
const booked = async (slotId: string) =>
  Number(
    (
      await test.db
        .selectFrom('delivery_slot_counts')
        .select('booked')
        .where('day', '=', '2026-12-01')
        .where('slot_id', '=', slotId)
        .executeTakeFirst()
    )?.booked ?? 0,
  );

function checkoutOn(db: Db) {
  return createCheckoutService({
    db,
    catalog: fixedCatalog(),
    payments: {} as never,
    outbox,
    logger,
    clock,
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

describe('slot capacity under concurrency', () => {
  it(`${SHOPPERS} shoppers on two API processes book a slot of ${CAPACITY} at once: exactly ${CAPACITY} get it, the rest are offered the next slot`, async () => {
    const processes = [checkoutOn(test.db), checkoutOn(other)];
    const shoppers = await newShoppers(SHOPPERS, 'morning-');
    const results = await Promise.allSettled(
      shoppers.map((shopper, index) =>
        processes[index % 2]?.placeCodOrder(
          shopper,
          {
            items: [{ ref: 'kooler:mango', quantity: 1 }],
            customerDetails: { ...vashiCustomer, email: shopper.email },
            delivery: { kind: 'slot', date: '2026-12-01', slotId: 'morning' },
          },
          undefined,
        ),
      ),
    );

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(CAPACITY);
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(refused).toHaveLength(SHOPPERS - CAPACITY);
    for (const error of refused) {
      // A clear 409 for every one of them: no 5xx, no deadlock, no serialisation failure.
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        code: 'slot_full',
        status: 409,
        message: 'Sorry, the 9–11 am slot tomorrow is now full. The next one is tomorrow 11 am–1 pm.',
        details: { next: { date: '2026-12-01', slotId: 'midday' } },
      });
    }
    const count = await test.db
      .selectFrom('delivery_slot_counts')
      .select('booked')
      .where('day', '=', '2026-12-01')
      .where('slot_id', '=', 'morning')
      .executeTakeFirstOrThrow();
    expect(Number(count.booked)).toBe(CAPACITY);
    // A refused shopper left nothing behind: the booked orders are exactly the orders placed.
    const bookings = await test.db.selectFrom('delivery_bookings').select('order_id').where('slot_id', '=', 'morning').execute();
    const orders = await test.db.selectFrom('orders').select('id').execute();
    expect(bookings).toHaveLength(CAPACITY);
    expect(new Set(bookings.map((booking) => booking.order_id))).toEqual(new Set(orders.map((order) => order.id)));
  });
});

describe('moving orders between slots under concurrency', () => {
  it('10 orders moved at once into a slot with 2 places left, from two API processes: exactly 2 move, 8 get a 409 naming the next slot', async () => {
    const checkout = checkoutOn(test.db);
    const placed = [];
    for (const shopper of await newShoppers(CAPACITY, 'midday-')) {
      placed.push(
        await checkout.placeCodOrder(
          shopper,
          {
            items: [{ ref: 'kooler:mango', quantity: 1 }],
            customerDetails: { ...vashiCustomer, email: shopper.email },
            delivery: { kind: 'slot', date: '2026-12-01', slotId: 'midday' },
          },
          undefined,
        ),
      );
    }
    // Eight places of the afternoon already taken (as by eight other orders).
    await test.db
      .insertInto('delivery_slot_counts')
      .values({ day: '2026-12-01', slot_id: 'afternoon', booked: CAPACITY - 2 })
      .execute();

    const desks = [deskOn(test.db), deskOn(other)];
    const results = await Promise.allSettled(
      placed.map((order, index) => desks[index % 2]?.move(staffMember, order.id, { date: '2026-12-01', slotId: 'afternoon' })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(refused).toHaveLength(CAPACITY - 2);
    for (const error of refused) {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        code: 'slot_full',
        status: 409,
        message: 'Sorry, the 4–6 pm slot tomorrow is now full. The next one is tomorrow 6–8 pm.',
        details: { next: { date: '2026-12-01', slotId: 'evening' } },
      });
    }
    // The places moved with the orders, and only with the two that moved.
    expect(await booked('afternoon')).toBe(CAPACITY);
    expect(await booked('midday')).toBe(CAPACITY - 2);
    const ids = placed.map((order) => order.id);
    const bookings = await test.db.selectFrom('delivery_bookings').select(['slot_id']).where('order_id', 'in', ids).execute();
    expect(bookings.filter((row) => row.slot_id === 'afternoon')).toHaveLength(2);
    expect(bookings.filter((row) => row.slot_id === 'midday')).toHaveLength(CAPACITY - 2);
  });

  it('one order moved twice at once (two dispatchers) moves once: one 409, and its place is taken once', async () => {
    const [shopper] = await newShoppers(1, 'twice-');
    const order = await checkoutOn(test.db).placeCodOrder(
      shopper as NonNullable<typeof shopper>,
      {
        items: [{ ref: 'kooler:mango', quantity: 1 }],
        customerDetails: { ...vashiCustomer, email: shopper?.email ?? '' },
        delivery: { kind: 'slot', date: '2026-12-01', slotId: 'evening' },
      },
      undefined,
    );
    const middayBefore = await booked('midday');
    const results = await Promise.allSettled(
      [deskOn(test.db), deskOn(other)].map((desk) => desk.move(staffMember, order.id, { date: '2026-12-01', slotId: 'midday' })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(AppError);
    expect(refused[0]).toMatchObject({ status: 409 });
    expect(await booked('midday')).toBe(middayBefore + 1);
    expect(await booked('evening')).toBe(0);
  });
});
