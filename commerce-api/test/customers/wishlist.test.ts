import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WISHLIST_LIMIT } from '../../src/customers/wishlist-service.ts';
import { browser, buildTestApp, loggedInCustomer, type TestApp } from '../support/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

const NOT_LOGGED_IN = { code: 'not_logged_in', message: 'Please log in first.' };

describe('the wishlist', () => {
  it('is 401 for an anonymous caller on every route', async () => {
    const anonymous = browser(shop.app);
    for (const response of [
      await anonymous.get('/api/wishlist'),
      await anonymous.post('/api/wishlist', { ref: 'kooler:mango' }),
      await anonymous.delete('/api/wishlist/kooler:mango'),
    ]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual(NOT_LOGGED_IN);
    }
  });

  it('adds (201), lists newest first, and a second add is 200 without a duplicate', async () => {
    const customer = await loggedInCustomer(shop.app);
    expect((await customer.get('/api/wishlist')).body).toEqual({ items: [] });
    const first = await customer.post('/api/wishlist', { ref: 'kooler:mango' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ ref: 'kooler:mango', addedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    await shop.db.updateTable('wishlist_items').set({ created_at: '2026-01-01T00:00:00.000Z' }).where('ref', '=', 'kooler:mango').execute();
    expect((await customer.post('/api/wishlist', { ref: 'product:virgin-coconut-oil_500-ml' })).status).toBe(201);

    const again = await customer.post('/api/wishlist', { ref: 'kooler:mango' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ref: 'kooler:mango', addedAt: '2026-01-01T00:00:00.000Z' });

    const list = await customer.get('/api/wishlist');
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body.items.map((item: { ref: string }) => item.ref)).toEqual(['product:virgin-coconut-oil_500-ml', 'kooler:mango']);
  });

  it('adding the same product at once twice keeps one', async () => {
    const customer = await loggedInCustomer(shop.app);
    const answers = await Promise.all([
      customer.post('/api/wishlist', { ref: 'kooler:lychee' }),
      customer.post('/api/wishlist', { ref: 'kooler:lychee' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect((await customer.get('/api/wishlist')).body.items).toHaveLength(1);
  });

  it('removes an item (204); removing it again is 404', async () => {
    const customer = await loggedInCustomer(shop.app);
    await customer.post('/api/wishlist', { ref: 'kooler:guava' });
    expect((await customer.delete('/api/wishlist/kooler:guava')).status).toBe(204);
    expect((await customer.get('/api/wishlist')).body.items).toEqual([]);
    const again = await customer.delete('/api/wishlist/kooler:guava');
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ code: 'not_in_wishlist', message: 'This product is not in your wishlist.' });
  });

  it('keeps a removed item as removed (nothing is deleted); adding it again brings it back as new', async () => {
    const customer = await loggedInCustomer(shop.app);
    await customer.post('/api/wishlist', { ref: 'kooler:tender-coconut' });
    expect((await customer.delete('/api/wishlist/kooler:tender-coconut')).status).toBe(204);
    const rows = await shop.db.selectFrom('wishlist_items').selectAll().where('ref', '=', 'kooler:tender-coconut').execute();
    expect(rows).toEqual([expect.objectContaining({ removed_at: expect.stringMatching(/^\d{4}-/) })]);
    expect((await customer.get('/api/wishlist')).body).toEqual({ items: [] });

    const again = await customer.post('/api/wishlist', { ref: 'kooler:tender-coconut' });
    expect(again.status).toBe(201);
    expect((await customer.get('/api/wishlist')).body.items).toEqual([again.body]);
  });

  it('a customer never sees or changes another customer’s list', async () => {
    const priya = await loggedInCustomer(shop.app);
    const rahul = await loggedInCustomer(shop.app);
    await priya.post('/api/wishlist', { ref: 'kooler:jamun' });
    await rahul.post('/api/wishlist', { ref: 'kooler:chocolate' });

    expect((await priya.get('/api/wishlist')).body.items.map((item: { ref: string }) => item.ref)).toEqual(['kooler:jamun']);
    expect((await rahul.get('/api/wishlist')).body.items.map((item: { ref: string }) => item.ref)).toEqual(['kooler:chocolate']);
    expect((await rahul.delete('/api/wishlist/kooler:jamun')).status).toBe(404);
    expect((await priya.get('/api/wishlist')).body.items).toHaveLength(1);
  });

  it.each([
    ['an upper-case ref', 'Kooler:Mango'],
    ['a ref with a slash', 'kooler/mango'],
    ['a ref with spaces', 'kooler mango'],
    ['an empty ref', ''],
    ['a 101-character ref', 'k'.repeat(101)],
  ])('refuses %s (400)', async (_case, ref) => {
    const customer = await loggedInCustomer(shop.app);
    const response = await customer.post('/api/wishlist', { ref });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'invalid_request', message: 'Please choose a valid product.' });
  });

  it('accepts a 100-character ref and refuses a malformed one in the path', async () => {
    const customer = await loggedInCustomer(shop.app);
    expect((await customer.post('/api/wishlist', { ref: 'k'.repeat(100) })).status).toBe(201);
    const response = await customer.delete('/api/wishlist/Kooler%20Mango');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please choose a valid product.');
  });

  it(`holds at most ${WISHLIST_LIMIT} products`, async () => {
    const customer = await loggedInCustomer(shop.app);
    const { id } = await shop.db.selectFrom('customers').select('id').where('email', '=', customer.email).executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await shop.db
      .insertInto('wishlist_items')
      .values(Array.from({ length: WISHLIST_LIMIT }, (_, n) => ({ customer_id: id, ref: `kooler:item-${n}`, created_at: now })))
      .execute();
    const full = await customer.post('/api/wishlist', { ref: 'kooler:one-more' });
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('wishlist_full');
    expect((await customer.post('/api/wishlist', { ref: 'kooler:item-7' })).status).toBe(200);
  });

  it('merges a visitor’s hearts on login: new ones added, saved ones kept once, the list answered', async () => {
    const customer = await loggedInCustomer(shop.app);
    await customer.post('/api/wishlist', { ref: 'kooler:mango' });
    const merged = await customer.post('/api/wishlist/merge', {
      refs: ['kooler:avocado', 'kooler:mango', 'kooler:avocado', 'product:coir-doormat'],
    });
    expect(merged.status).toBe(200);
    expect(merged.body.items.map((item: { ref: string }) => item.ref).sort()).toEqual([
      'kooler:avocado',
      'kooler:mango',
      'product:coir-doormat',
    ]);
    expect((await customer.get('/api/wishlist')).body.items).toHaveLength(3);
    expect((await customer.post('/api/wishlist/merge', { refs: [] })).body.items).toHaveLength(3);
  });

  it('merging stops quietly when the list is full, and refuses a malformed list (400) or a visitor (401)', async () => {
    const customer = await loggedInCustomer(shop.app);
    const { id } = await shop.db.selectFrom('customers').select('id').where('email', '=', customer.email).executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await shop.db
      .insertInto('wishlist_items')
      .values(Array.from({ length: WISHLIST_LIMIT - 1 }, (_, n) => ({ customer_id: id, ref: `kooler:item-${n}`, created_at: now })))
      .execute();
    const merged = await customer.post('/api/wishlist/merge', { refs: ['kooler:one', 'kooler:two'] });
    expect(merged.status).toBe(200);
    expect(merged.body.items).toHaveLength(WISHLIST_LIMIT);

    expect((await customer.post('/api/wishlist/merge', { refs: ['Kooler Mango'] })).body.message).toBe('Please choose a valid product.');
    expect((await customer.post('/api/wishlist/merge', { refs: 'kooler:mango' })).status).toBe(400);
    expect((await browser(shop.app).post('/api/wishlist/merge', { refs: [] })).status).toBe(401);
  });
});
