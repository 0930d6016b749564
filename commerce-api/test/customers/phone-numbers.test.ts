/**
 * A phone number written the way people in India write it is one number everywhere: the register
 * and "Your details" forms accept what the browser accepts (the rules of @koolers/contracts), and keep
 * its 10 digits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, buildTestApp, loggedInCustomer, registration, type TestApp } from '../support/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

const storedPhone = (email: string) => shop.db.selectFrom('customers').select('phone').where('email', '=', email).executeTakeFirstOrThrow();

describe('phone numbers as people write them', () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['98200 12345', '9820012345'],
    ['+91-98200-12345', '9820012345'],
    ['098200 12345', '9820012345'],
    ['919820012345', '9820012345'],
  ])('register accepts %j and keeps %j', async (typed, digits) => {
    const form = registration({ phoneNumber: typed });
    const response = await browser(shop.app).post('/api/auth/register', form);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(await storedPhone(String(form.email))).toEqual({ phone: digits });
  });

  it('"Your details" accepts "+91 98200 12345" and keeps its 10 digits', async () => {
    const customer = await loggedInCustomer(shop.app);
    const details = { phone: '+91 98200 12345', address: 'Flat 4, Palm Court, Sector 17, Vashi', pincode: '400703' };
    expect((await customer.post('/api/auth/save-profile', details)).status).toBe(200);
    expect((await customer.get('/api/auth/user')).body).toMatchObject({ phone: '9820012345' });
  });

  it('names the field a refused value is about, so the form can show the message beside it', async () => {
    const response = await browser(shop.app).post('/api/auth/register', registration({ phoneNumber: '+92 98765 43210' }));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'invalid_request',
      message: 'Phone number must be exactly 10 digits.',
      details: { field: 'phoneNumber' },
    });
  });
});
