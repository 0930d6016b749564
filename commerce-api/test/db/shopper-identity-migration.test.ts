import { identityAddress, identityEmail } from '@koolers/contracts/fields/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillShopperIdentity } from '../../src/db/migrations/0017-shopper-identity.ts';
import { buildOrder, testCustomer } from '../support/orders.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

describe('who a guest is for a code’s limits', () => {
  it.each([
    ['Asha@Example.in', 'asha@example.in'],
    [' a.sha+promo@GMail.com ', 'asha@gmail.com'],
    ['asha@googlemail.com', 'asha@gmail.com'],
    ['a.sha+1@example.in', 'a.sha@example.in'],
  ])('reads the email %s as the mailbox %s', (typed, mailbox) => {
    expect(identityEmail(typed)).toBe(mailbox);
  });

  it('reads an address whatever its case, punctuation and spacing, with its pincode', () => {
    expect(identityAddress('Flat 4, Palm Court,  Sector-17, Vashi.', '400703')).toBe(
      identityAddress('flat 4 palm court sector 17 vashi', ' 400703'),
    );
    expect(identityAddress('Flat 4, Palm Court', '400703')).not.toBe(identityAddress('Flat 4, Palm Court', '400705'));
  });
});

describe('migration 0017: the orders placed before it', () => {
  it('get their normalised email and address; erased orders stay without', async () => {
    const customer = await testCustomer(shop);
    const kept = await buildOrder(shop, customer, { email: 'A.Sha+old@gmail.com' });
    const erased = await buildOrder(shop, customer);
    await shop.db.updateTable('orders').set({ shopper_email: null, shopper_address: null }).where('id', 'in', [kept, erased]).execute();
    await shop.db.updateTable('orders').set({ customer_email: '', customer_address: '' }).where('id', '=', erased).execute();

    expect(await fillShopperIdentity(shop.db)).toBe(1);
    const rows = await shop.db
      .selectFrom('orders')
      .select(['id', 'shopper_email', 'shopper_address'])
      .where('id', 'in', [kept, erased])
      .execute();
    expect(rows.find((row) => row.id === kept)).toMatchObject({
      shopper_email: 'asha@gmail.com',
      shopper_address: expect.stringMatching(/\|\d{6}$/),
    });
    expect(rows.find((row) => row.id === erased)).toMatchObject({ shopper_email: null, shopper_address: null });
  });
});
