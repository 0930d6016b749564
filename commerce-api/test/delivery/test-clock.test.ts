import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog, fixedCatalog } from '../support/catalog-fixture.ts';
import { buildTestApp, SITE_ORIGIN, type TestApp } from '../support/test-app.ts';

/**
 * The journeys' clock: a shop started with SETTABLE_CLOCK=true lets a journey fix the time the
 * delivery promise is worked out by, and give the real time back; any other shop has no such route.
 */
const hours = { openingHours: [{ fromDay: 'Monday' as const, toDay: 'Saturday' as const, opens: '09:00', closes: '22:00' }] };
let settable: TestApp;
let ordinary: TestApp;

beforeAll(async () => {
  settable = await buildTestApp({ catalog: fixedCatalog(buildCatalog(hours)), settings: { SETTABLE_CLOCK: 'true' } });
  ordinary = await buildTestApp({ catalog: fixedCatalog(buildCatalog(hours)) });
});
afterAll(async () => {
  await settable.close();
  await ordinary.close();
});

const setClock = (shop: TestApp, at: unknown) => request(shop.app).put('/api/test/clock').set('Origin', SITE_ORIGIN).send({ at });

describe('PUT /api/test/clock', () => {
  it('fixes the promise’s clock (a Tuesday, 5 am in Vashi, still Monday in UTC) until it is given back', async () => {
    const fixed = await setClock(settable, '2026-06-16T05:00:00+05:30');
    expect(fixed.status).toBe(200);
    expect(fixed.body).toEqual({ now: '2026-06-15T23:30:00.000Z', fixed: true });
    const promise = await request(settable.app).get('/api/delivery/promise');
    expect(promise.body).toMatchObject({
      today: '2026-06-16',
      asap: null,
      headline: 'We’re closed now. Next delivery: today 9–11 am',
    });

    const back = await setClock(settable, null);
    expect(back.body.fixed).toBe(false);
    expect(Math.abs(Date.parse(back.body.now) - Date.now())).toBeLessThan(60_000);
    expect((await request(settable.app).get('/api/delivery/promise')).body.today).not.toBe('2026-06-16');
  });

  it('refuses a time it cannot read, with a 400 that says how to give one', async () => {
    const refused = await setClock(settable, 'tomorrow');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Give the time as an ISO instant, or null for the real time.');
  });

  it('does not exist on a shop started without SETTABLE_CLOCK', async () => {
    expect((await setClock(ordinary, '2026-06-16T05:00:00+05:30')).status).toBe(404);
  });
});
