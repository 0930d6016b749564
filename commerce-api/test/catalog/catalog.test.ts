import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogOptions, createCatalog } from '../../src/catalog/catalog.ts';
import type { CatalogSnapshot } from '../../src/catalog/catalog-snapshot.ts';
import { createChangeCounter } from '../../src/db/change-counter.ts';
import { buildCatalog } from '../support/catalog-fixture.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

const logger = pino({ level: 'silent' });
const priced = (paise: number) =>
  buildCatalog({
    membership: {
      name: 'Coco Club Gold',
      pricePaise: paise,
      cycle: 'Year',
      memberDiscountPercent: 10,
      upi: { id: 'koolers@okaxis', payeeName: 'Koolers Coconut Co.' },
    },
  });

/** A Strapi whose answers the test releases one by one, with the price list of the moment. */
function slowStrapi() {
  const pending: ((snapshot: CatalogSnapshot) => void)[] = [];
  let price = 120_000;
  return {
    load: () => new Promise<CatalogSnapshot>((resolve) => pending.push(resolve)),
    loads: () => pending.length,
    answer(index: number) {
      pending[index]?.(priced(price));
    },
    edit(paise: number) {
      price = paise;
    },
  };
}

let database: TestDb;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database.drop());

describe('the price cache', () => {
  it('does not lose an invalidation that arrives while a load is running', async () => {
    const strapi = slowStrapi();
    const catalog = createCatalog({ load: strapi.load, check: async () => 'up', logger });
    const first = catalog.get();
    // An editor publishes a new price while Strapi is still answering the load that began before it.
    strapi.edit(150_000);
    await catalog.invalidate();
    strapi.answer(0);
    await first;

    const next = catalog.get();
    expect(strapi.loads()).toBe(2);
    strapi.answer(1);
    expect((await next).membership.pricePaise).toBe(150_000);
  });

  it('every API process reloads when Strapi’s webhook reaches only one of them', async () => {
    let time = 1_000_000;
    const options = (load: CatalogOptions['load']): CatalogOptions => ({
      load,
      check: async () => 'up',
      logger,
      changes: createChangeCounter(database.db, 'catalog'),
      now: () => time,
    });
    let price = 120_000;
    let loadsOnTwo = 0;
    const one = createCatalog(options(async () => priced(price)));
    const two = createCatalog(
      options(async () => {
        loadsOnTwo += 1;
        return priced(price);
      }),
    );
    await one.get();
    expect((await two.get()).membership.pricePaise).toBe(120_000);

    price = 150_000;
    await one.invalidate(); // the webhook landed on the first process
    expect((await one.get()).membership.pricePaise).toBe(150_000);
    time += 1_000;
    expect((await two.get()).membership.pricePaise).toBe(150_000);
    expect(loadsOnTwo).toBe(2);
    time += 1_000;
    await two.get();
    expect(loadsOnTwo).toBe(2);
  });
});
