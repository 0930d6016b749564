import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MembershipsTable } from '../../src/db/schema.ts';
import { findActiveMembership } from '../../src/memberships/membership-repository.ts';
import { browser, buildTestApp, loggedInCustomer, type TestApp } from '../support/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

const NOT_LOGGED_IN = { code: 'not_logged_in', message: 'Please log in first.' };
const validProfile = { phone: '9876543210', address: 'Flat 4, Palm Court, Sector 17, Vashi, Navi Mumbai', pincode: '400703' };
const days = (n: number) => new Date(Date.now() + n * 24 * 60 * 60 * 1000).toISOString();

async function customerId(email: string) {
  return (await shop.db.selectFrom('customers').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

let numbers = 0;
async function addMembership(overrides: Partial<Insertable<MembershipsTable>>) {
  numbers += 1;
  const row: Insertable<MembershipsTable> = {
    id: `club_${randomUUID()}`,
    number: 800_000 + numbers,
    customer_id: null,
    name: 'Priya Nair',
    email: 'someone@example.in',
    phone: '9820012345',
    address: 'Vashi, Navi Mumbai',
    pincode: '400703',
    status: 'active',
    amount_paise: 120_000,
    razorpay_order_id: null,
    razorpay_payment_id: null,
    created_at: days(-10),
    activated_at: days(-10),
    expires_at: days(355),
    payment_checked_at: null,
    submitted_at: null,
    upi_reference: null,
    ...overrides,
  };
  await shop.db.insertInto('memberships').values(row).execute();
  return row;
}

describe('GET /api/auth/session', () => {
  it('answers 200 whether or not the browser is logged in, with the name only for a live session', async () => {
    const anonymous = await browser(shop.app).get('/api/auth/session');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ signedIn: false });

    const priya = await loggedInCustomer(shop.app, { name: 'Priya Nair' });
    const live = await priya.get('/api/auth/session');
    expect(live.body).toEqual({ signedIn: true, name: 'Priya Nair', member: false });
    expect(live.headers['cache-control']).toBe('no-store');

    await priya.post('/api/auth/logout', {});
    expect((await priya.get('/api/auth/session')).body).toEqual({ signedIn: false });
  });
});

describe('GET /api/auth/user', () => {
  it('is 401 "Please log in first." for an anonymous caller and for a forged cookie', async () => {
    const anonymous = await browser(shop.app).get('/api/auth/user');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(NOT_LOGGED_IN);
    for (const cookie of ['koolers_session=not-a-token', `koolers_session=${'A'.repeat(43)}`, 'koolers_session=']) {
      const forged = await browser(shop.app).agent.get('/api/auth/user').set('Cookie', cookie);
      expect(forged.status).toBe(401);
    }
  });

  it('shows each customer only their own account, never cached', async () => {
    const priya = await loggedInCustomer(shop.app, { name: 'Priya Nair' });
    const rahul = await loggedInCustomer(shop.app, { name: 'Rahul Shetty' });
    await rahul.post('/api/auth/save-profile', { phone: '9123456780', address: 'Nerul, Navi Mumbai', pincode: '400706' });

    const mine = await priya.get('/api/auth/user');
    expect(mine.status).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.body).toEqual({
      name: 'Priya Nair',
      email: priya.email,
      phone: '9820012345',
      phoneVerified: false,
      address: null,
      pincode: null,
      membership: null,
      clubRequest: null,
    });
    const theirs = await rahul.get('/api/auth/user');
    expect(theirs.body).toEqual({
      name: 'Rahul Shetty',
      email: rahul.email,
      phone: '9123456780',
      phoneVerified: false,
      address: 'Nerul, Navi Mumbai',
      pincode: '400706',
      membership: null,
      clubRequest: null,
    });
  });

  it('shows the active Coco Club membership attached to the account', async () => {
    const byId = await loggedInCustomer(shop.app);
    const row = await addMembership({ customer_id: await customerId(byId.email), email: 'typed-in-the-form@example.in' });
    expect((await byId.get('/api/auth/user')).body.membership).toEqual({
      status: 'active',
      plan: 'Coco Club',
      activatedAt: row.activated_at,
      expiresAt: row.expires_at,
    });
  });

  it('does not hand a member’s Coco Club to whoever registers their email (the email was never verified)', async () => {
    // Someone joined Coco Club without an account, with this email.
    const member = 'kavya.member@example.in';
    await addMembership({ email: member, expires_at: days(300) });
    const squatter = await loggedInCustomer(shop.app, { email: member });
    expect((await squatter.get('/api/auth/user')).body.membership).toBeNull();
    const id = await customerId(member);
    expect(await findActiveMembership(shop.db, { customerId: id })).toBeNull();
  });

  it('ignores memberships that are requested, cancelled, flagged, expired or someone else’s', async () => {
    const customer = await loggedInCustomer(shop.app);
    const other = await loggedInCustomer(shop.app);
    const id = await customerId(customer.email);
    await addMembership({ customer_id: id, status: 'requested', activated_at: null, expires_at: null });
    await addMembership({ customer_id: id, status: 'cancelled' });
    await addMembership({ customer_id: id, status: 'payment_mismatch' });
    await addMembership({ customer_id: id, expires_at: days(-1) });
    await addMembership({ customer_id: await customerId(other.email) });
    await addMembership({ email: customer.email });
    expect((await customer.get('/api/auth/user')).body.membership).toBeNull();
  });

  it('findActiveMembership picks the one that runs longest', async () => {
    const customer = await loggedInCustomer(shop.app);
    const id = await customerId(customer.email);
    await addMembership({ customer_id: id, expires_at: days(20) });
    const renewal = await addMembership({ customer_id: id, expires_at: days(385) });
    await addMembership({ customer_id: id, expires_at: days(100) });
    const found = await findActiveMembership(shop.db, { customerId: id });
    expect(found?.expiresAt).toBe(renewal.expires_at);
  });
});

describe('POST /api/auth/save-profile', () => {
  it('is 401 for an anonymous caller and changes nothing', async () => {
    const response = await browser(shop.app).post('/api/auth/save-profile', validProfile);
    expect(response.status).toBe(401);
    expect(response.body).toEqual(NOT_LOGGED_IN);
  });

  it('saves phone, address and pincode of the caller only', async () => {
    const customer = await loggedInCustomer(shop.app);
    const neighbour = await loggedInCustomer(shop.app);
    const response = await customer.post('/api/auth/save-profile', { ...validProfile, address: `  ${validProfile.address} ` });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Profile updated successfully!' });
    expect((await customer.get('/api/auth/user')).body).toMatchObject(validProfile);
    expect((await neighbour.get('/api/auth/user')).body).toMatchObject({ phone: '9820012345', address: null, pincode: null });
  });

  it.each([
    ['a 9-digit phone', { phone: '987654321' }, 'Phone number must be exactly 10 digits.'],
    ['a phone with a +92 prefix', { phone: '+929876543210' }, 'Phone number must be exactly 10 digits.'],
    ['an empty address', { address: '   ' }, 'Please enter your delivery address.'],
    ['an address over 500 characters', { address: 'a'.repeat(501) }, 'Your address must be at most 500 characters.'],
    ['a 5-digit pincode', { pincode: '40070' }, 'Pincode must be exactly 6 digits.'],
    ['a 7-digit pincode', { pincode: '4007031' }, 'Pincode must be exactly 6 digits.'],
    ['a pincode with letters', { pincode: '40O703' }, 'Pincode must be exactly 6 digits.'],
    ['a pincode starting with 0', { pincode: '012345' }, 'Please enter a valid pincode: Indian pincodes do not start with 0.'],
    ['a missing pincode', { pincode: undefined }, 'Pincode must be exactly 6 digits.'],
  ])('refuses %s (400) and keeps the old details', async (_case, overrides, message) => {
    const customer = await loggedInCustomer(shop.app);
    const response = await customer.post('/api/auth/save-profile', { ...validProfile, ...overrides });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'invalid_request', message });
    expect((await customer.get('/api/auth/user')).body).toMatchObject({ phone: '9820012345', address: null, pincode: null });
  });

  it('accepts an address of exactly 500 characters', async () => {
    const customer = await loggedInCustomer(shop.app);
    expect((await customer.post('/api/auth/save-profile', { ...validProfile, address: 'b'.repeat(500) })).status).toBe(200);
  });
});
