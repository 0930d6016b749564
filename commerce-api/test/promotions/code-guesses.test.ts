import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxedCatalog } from '../invoices/taxed-catalog.ts';
import { type Staff, signedInStaff } from '../support/desk.ts';
import { browser, buildTestApp, sessionCookie, type TestApp } from '../support/test-app.ts';

let shop: TestApp;
let owner: Staff;

beforeAll(async () => {
  shop = await buildTestApp({ catalog: taxedCatalog() });
  owner = await signedInStaff(shop, 'owner');
});
afterAll(() => shop.close());

const cart = [{ ref: 'kooler:mango', quantity: 2 }];

function quoteFrom(shopper: ReturnType<typeof browser>, promotionCode?: string) {
  return shopper.post('/api/cart/quote', { items: cart, promotionCode });
}

describe('trying promotion codes', () => {
  it('stops a script trying codes from one address, without a session, and says why', async () => {
    const script = () => browser(shop.app, '10.77.0.1');
    const answers: number[] = [];
    for (let guess = 0; guess < 30; guess += 1) answers.push((await quoteFrom(script(), `GUESS${guess}`)).status);
    expect(answers.filter((status) => status === 200)).toHaveLength(20);
    expect(answers.slice(20)).toEqual(Array(10).fill(429));
    const refused = await quoteFrom(script(), 'WELCOME10');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body).toMatchObject({
      code: 'too_many_codes',
      message: 'You have tried several promotion codes in a short time. Please wait a few minutes and try again.',
    });
    // The cart without a code is still priced.
    expect((await quoteFrom(script())).status).toBe(200);
    // Another address is not affected.
    expect((await quoteFrom(browser(shop.app, '10.77.0.2'), 'GUESS0')).status).toBe(200);
  });

  it('limits one shopper (a guest session) whatever address it comes from', async () => {
    const cookie = sessionCookie(await browser(shop.app, '10.77.1.1').post('/api/auth/guest', {}));
    const statuses: number[] = [];
    for (let guess = 0; guess < 12; guess += 1) {
      statuses.push((await quoteFrom(browser(shop.app, `10.77.2.${guess}`), `SESSION${guess}`).set('Cookie', cookie)).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('lets a shopper try their codes, re-price the cart with one as often as the pages ask, and keeps every refusal reason', async () => {
    const code = `REAL-${Date.now() % 100_000}`;
    expect((await owner.post('/promotion-codes', { code, kind: 'percent', value: 10, minimumOrderPaise: 100_000 })).status).toBe(201);
    const shopper = browser(shop.app, '10.77.3.1');
    for (const typo of ['REAL', 'RAEL-1', 'WELCOME']) expect((await quoteFrom(shopper, typo)).body.promotion.reason).toBe('unknown');
    // The same wrong code priced again and again (the cart keeps it) is one guess.
    for (let page = 0; page < 25; page += 1) expect((await quoteFrom(shopper, 'WELCOME')).status).toBe(200);
    // A real code is never a guess, whatever it answers.
    for (let page = 0; page < 25; page += 1) {
      const answer = await quoteFrom(shopper, code);
      expect(answer.status).toBe(200);
      expect(answer.body.promotion).toMatchObject({
        reason: 'minimum_not_reached',
        message: 'This code needs an order of at least ₹1,000.00.',
      });
    }
    for (let guess = 0; guess < 17; guess += 1) expect((await quoteFrom(shopper, `TYPO${guess}`)).status).toBe(200);
    expect((await quoteFrom(shopper, 'TYPO-LAST')).status).toBe(429);
  });
});
