import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_CODE_LIMITS } from '../../src/customers/phone-sign-in.ts';
import { signedInStaff } from '../support/desk.ts';
import { buildMessagingShop } from '../support/messaging.ts';
import { browser, loggedInCustomer, vashiCustomer } from '../support/test-app.ts';

let world: Awaited<ReturnType<typeof buildMessagingShop>>;

// Limits as in production (the messaging shop otherwise multiplies them by 100).
beforeAll(async () => {
  world = await buildMessagingShop({ settings: { RATE_LIMIT_SCALE: '1' } });
});
afterAll(() => world.close());

let numbers = 0;
/** A number of its own per test: limits and codes are kept per number. */
const newPhone = () => `97${String(Date.now()).slice(-5)}${String(++numbers).padStart(3, '0')}`;
let addresses = 0;
const newAddress = () => `198.51.100.${++addresses}`;

/** The newest code the sandbox's phone for `phone` received (WhatsApp's or SMS's). */
async function codeSentTo(phone: string, channel: 'whatsapp' | 'sms' = 'whatsapp') {
  await world.shop.messagesSent();
  const message = (await world.phones.messages()).find((m) => m.to === `91${phone}` && m.channel === channel);
  if (!message) throw new Error(`no ${channel} message to ${phone}`);
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no code in "${message.text}"`);
  return { code, message };
}

/** Ends the 30-second wait for `phone`'s next code, as if the time had passed. */
async function waitPassed(phone: string) {
  await world.shop.db
    .updateTable('phone_codes')
    .set({ created_at: new Date(Date.now() - 31_000).toISOString() })
    .where('phone', '=', phone)
    .execute();
}

async function signInWithPhone(phone: string, ip = newAddress()) {
  const shopper = browser(world.shop.app, ip);
  expect((await shopper.post('/api/auth/phone/code', { phone: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` })).status).toBe(202);
  const { code } = await codeSentTo(phone);
  const verified = await shopper.post('/api/auth/phone/verify', { phone, code });
  expect(verified.status).toBe(200);
  return { shopper, verified };
}

describe('signing in with a phone number and a code', () => {
  it('a new number gets a code by WhatsApp with a copy-code button; the code makes an account with that phone and no email', async () => {
    const phone = newPhone();
    const shopper = browser(world.shop.app, newAddress());
    const asked = await shopper.post('/api/auth/phone/code', { phone: `0${phone}` });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ message: 'We sent you a code. It is good for 10 minutes.', resendAfterSeconds: 30 });

    const { code, message } = await codeSentTo(phone);
    expect(message.template).toBe('sign_in_code');
    expect(message.buttons).toEqual([{ text: 'Copy code', payload: code }]);
    // Only an HMAC of it is kept; the outbox forgets it once the phone has it.
    const stored = await world.shop.db.selectFrom('phone_codes').selectAll().where('phone', '=', phone).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(code);
    await world.phones.webhooksIdle();
    const outboxRow = await world.shop.db
      .selectFrom('outbox_messages')
      .select(['params', 'subject'])
      .where('recipient', '=', `91${phone}`)
      .execute();
    expect(JSON.stringify(outboxRow)).not.toContain(code);

    const verified = await shopper.post('/api/auth/phone/verify', { phone, code });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ name: '', created: true });
    expect((await shopper.post('/api/auth/phone/name', { name: '  Ravi Kumar ' })).body).toEqual({ name: 'Ravi Kumar' });
    const account = await shopper.get('/api/auth/user');
    expect(account.body).toMatchObject({ name: 'Ravi Kumar', email: null, phone, phoneVerified: true });

    // The same code signs in once.
    expect((await browser(world.shop.app).post('/api/auth/phone/verify', { phone, code })).body.code).toBe('code_expired');
    // Next time the number signs in to the same account.
    await waitPassed(phone);
    const again = await signInWithPhone(phone);
    expect(again.verified.body).toEqual({ name: 'Ravi Kumar', created: false });
    expect((await again.shopper.get('/api/auth/user')).body.name).toBe('Ravi Kumar');
  });

  it('answers a known and an unknown number the same: same status, same body', async () => {
    const known = newPhone();
    await signInWithPhone(known);
    await waitPassed(known);
    const unknown = newPhone();
    const ip = newAddress();
    const forKnown = await browser(world.shop.app, ip).post('/api/auth/phone/code', { phone: known });
    const forUnknown = await browser(world.shop.app, ip).post('/api/auth/phone/code', { phone: unknown });
    expect(forKnown.status).toBe(202);
    expect(forUnknown.status).toBe(forKnown.status);
    expect(forUnknown.body).toEqual(forKnown.body);
    expect(Object.keys(forUnknown.headers).sort()).toEqual(Object.keys(forKnown.headers).sort());
    // And asked again too soon, both wait the same way.
    const soonKnown = await browser(world.shop.app, ip).post('/api/auth/phone/code', { phone: known });
    const soonUnknown = await browser(world.shop.app, ip).post('/api/auth/phone/code', { phone: unknown });
    expect([soonKnown.status, soonUnknown.status]).toEqual([429, 429]);
    expect(soonUnknown.body.code).toBe(soonKnown.body.code);
  });

  it('sends a new code only 30 seconds after the last; the new code replaces the old one', async () => {
    const phone = newPhone();
    const shopper = browser(world.shop.app, newAddress());
    await shopper.post('/api/auth/phone/code', { phone });
    const first = await codeSentTo(phone);
    const soon = await shopper.post('/api/auth/phone/code', { phone });
    expect(soon.status).toBe(429);
    expect(soon.body.code).toBe('code_wait');
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(soon.headers['retry-after'])).toBeLessThanOrEqual(30);
    expect(soon.body.message).toMatch(/^Please wait \d+ seconds before asking for a new code\.$/);

    await waitPassed(phone);
    expect((await shopper.post('/api/auth/phone/code', { phone })).status).toBe(202);
    await world.shop.messagesSent();
    const second = await codeSentTo(phone);
    expect(second.message.id).not.toBe(first.message.id);
    if (first.code !== second.code) {
      expect((await shopper.post('/api/auth/phone/verify', { phone, code: first.code })).body.code).toBe('code_wrong');
    }
    expect((await shopper.post('/api/auth/phone/verify', { phone, code: second.code })).status).toBe(200);
  });

  it('a code expires after 10 minutes', async () => {
    const phone = newPhone();
    const shopper = browser(world.shop.app, newAddress());
    await shopper.post('/api/auth/phone/code', { phone });
    const { code } = await codeSentTo(phone);
    const sent = await world.shop.db
      .selectFrom('phone_codes')
      .select(['created_at', 'expires_at'])
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(Date.parse(sent.expires_at) - Date.parse(sent.created_at)).toBe(10 * 60_000);
    await world.shop.db
      .updateTable('phone_codes')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('phone', '=', phone)
      .execute();
    const late = await shopper.post('/api/auth/phone/verify', { phone, code });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({
      code: 'code_expired',
      message: 'This code has expired or was already used. Please ask for a new code.',
    });
    expect(late.headers['set-cookie']).toBeUndefined();
  });

  it('allows 5 tries: after 5 wrong codes even the right one is refused', async () => {
    const phone = newPhone();
    const shopper = browser(world.shop.app, newAddress());
    await shopper.post('/api/auth/phone/code', { phone });
    const { code } = await codeSentTo(phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const messages: string[] = [];
    for (let n = 0; n < 5; n++) {
      const answer = await shopper.post('/api/auth/phone/verify', { phone, code: wrong });
      expect(answer.status).toBe(400);
      messages.push(answer.body.message);
    }
    expect(messages).toEqual([
      'That code is not right. 4 tries left.',
      'That code is not right. 3 tries left.',
      'That code is not right. 2 tries left.',
      'That code is not right. 1 try left.',
      'That code is not right, and it was the last try. Please ask for a new code.',
    ]);
    const right = await shopper.post('/api/auth/phone/verify', { phone, code });
    expect(right.status).toBe(400);
    expect(right.body.code).toBe('code_expired');
  });

  it('a busy shared address does not lock out other numbers; only numbers it already sent codes to wait', async () => {
    const cgnat = newAddress();
    const limit = PHONE_CODE_LIMITS.address.points;
    const phones = Array.from({ length: limit + 5 }, newPhone);
    // Every one of many people behind one carrier NAT gets their code, past the address's window.
    for (const phone of phones) {
      expect((await browser(world.shop.app, cgnat).post('/api/auth/phone/code', { phone })).status).toBe(202);
    }
    // The address is busy: a number it already sent a code to waits (elsewhere it does not).
    const repeat = phones[0] as string;
    await waitPassed(repeat);
    const again = await browser(world.shop.app, cgnat).post('/api/auth/phone/code', { phone: repeat });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('too_many_codes');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect((await browser(world.shop.app, newAddress()).post('/api/auth/phone/code', { phone: repeat })).status).toBe(202);
    // A new number from the busy address still gets its code.
    expect((await browser(world.shop.app, cgnat).post('/api/auth/phone/code', { phone: newPhone() })).status).toBe(202);
  });

  it('one number gets at most 10 codes an hour, from however many addresses', async () => {
    const phone = newPhone();
    const statuses: number[] = [];
    for (let n = 0; n < PHONE_CODE_LIMITS.number.points + 1; n++) {
      await waitPassed(phone);
      statuses.push((await browser(world.shop.app, newAddress()).post('/api/auth/phone/code', { phone })).status);
    }
    expect(statuses).toEqual([...Array(PHONE_CODE_LIMITS.number.points).fill(202), 429]);
  });

  it('sends the code by SMS when WhatsApp does not deliver it', async () => {
    const phone = newPhone();
    await world.phones.behave({ failNext: 1 });
    await browser(world.shop.app, newAddress()).post('/api/auth/phone/code', { phone });
    await world.shop.messagesSent();
    await world.phones.webhooksIdle();
    await world.shop.deps.outbox.deliverDue();
    await world.shop.messagesSent();
    const { message } = await codeSentTo(phone, 'sms');
    expect(message.text).toMatch(/^\d{6} is your Koolers code\. It expires in 10 minutes\./);
  });

  it('sends the code by SMS when WhatsApp has not delivered it within a minute (not the five minutes of order messages)', async () => {
    const phone = newPhone();
    await world.phones.behave({ hold: true });
    try {
      await browser(world.shop.app, newAddress()).post('/api/auth/phone/code', { phone });
      await world.shop.messagesSent();
      await world.phones.webhooksIdle();
      await world.shop.deps.outbox.deliverDue(new Date(Date.now() + 30_000));
      expect((await world.phones.messages()).filter((m) => m.to === `91${phone}`).map((m) => m.channel)).toEqual(['whatsapp']);
      await world.shop.deps.outbox.deliverDue(new Date(Date.now() + 61_000));
      await world.shop.messagesSent();
      const whatsapp = await codeSentTo(phone, 'whatsapp');
      const sms = await codeSentTo(phone, 'sms');
      expect(sms.code).toBe(whatsapp.code);
    } finally {
      await world.phones.behave({ hold: false });
    }
  });

  it('refuses a number that is not a 10-digit Indian number, and a code that is not 6 digits, with a clear message', async () => {
    const shopper = browser(world.shop.app, newAddress());
    const badNumber = await shopper.post('/api/auth/phone/code', { phone: '12345' });
    expect(badNumber.status).toBe(400);
    expect(badNumber.body.message).toBe('Phone number must be exactly 10 digits.');
    const badCode = await shopper.post('/api/auth/phone/verify', { phone: newPhone(), code: '12a' });
    expect(badCode.status).toBe(400);
    expect(badCode.body.message).toBe('Enter the 6-digit code we sent you.');
  });
});

describe('an email account and its phone', () => {
  it('adds and verifies a phone from the account, then signs in with it to the same account', async () => {
    const phone = newPhone();
    const customer = await loggedInCustomer(world.shop.app, { ip: newAddress() });
    expect((await customer.get('/api/auth/user')).body.phoneVerified).toBe(false);
    expect((await customer.post('/api/me/phone/code', { phone })).status).toBe(202);
    const { code } = await codeSentTo(phone);
    const added = await customer.post('/api/me/phone/verify', { phone, code });
    expect(added.body).toEqual({ phone, phoneVerified: true });
    expect((await customer.get('/api/auth/user')).body).toMatchObject({ phone, phoneVerified: true, email: customer.email });

    const { verified, shopper } = await signInWithPhone(phone);
    expect(verified.body).toEqual({ name: customer.name, created: false });
    expect((await shopper.get('/api/auth/user')).body.email).toBe(customer.email);
    // Changing the number in Edit Info makes it a contact number again, until a code proves it.
    await customer.post('/api/auth/save-profile', { phone: newPhone(), address: 'Flat 1, Sector 17, Vashi', pincode: '400703' });
    expect((await customer.get('/api/auth/user')).body.phoneVerified).toBe(false);
  });

  it('a number verified on another account is refused, after its code proves the number', async () => {
    const phone = newPhone();
    await signInWithPhone(phone);
    const customer = await loggedInCustomer(world.shop.app, { ip: newAddress() });
    await customer.post('/api/me/phone/code', { phone });
    const { code } = await codeSentTo(phone);
    const taken = await customer.post('/api/me/phone/verify', { phone, code });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('number_taken');
  });

  it('the desk finds a phone account by its number, with no email (not its placeholder)', async () => {
    const phone = newPhone();
    const { shopper } = await signInWithPhone(phone);
    await shopper.post('/api/auth/phone/name', { name: 'Farah Khan' });
    const staff = await signedInStaff(world.shop);
    const found = await staff.get(`/customers?q=${phone}`);
    expect(found.body.customers).toEqual([expect.objectContaining({ name: 'Farah Khan', email: null, phone })]);
  });

  it('a phone account cannot change its number in Edit Info without a code', async () => {
    const phone = newPhone();
    const { shopper } = await signInWithPhone(phone);
    const changed = await shopper.post('/api/auth/save-profile', {
      phone: newPhone(),
      address: 'Flat 1, Sector 17, Vashi',
      pincode: '400703',
    });
    expect(changed.status).toBe(409);
    expect(changed.body.code).toBe('phone_is_sign_in');
  });
});

describe('DPDP: a phone account’s data', () => {
  it('the export lists the verified phone and its codes (never the codes); erasure removes them', async () => {
    const phone = newPhone();
    const { shopper } = await signInWithPhone(phone);
    const exported = await shopper.get('/api/me/data');
    expect(exported.status).toBe(200);
    const data = JSON.parse(exported.text);
    expect(data.profile).toMatchObject({ phone, email: null });
    expect(data.profile.phoneVerifiedAt).toEqual(expect.any(String));
    expect(data.phoneCodes).toHaveLength(1);
    expect(data.phoneCodes[0]).toMatchObject({ phone, purpose: 'sign-in', tries: 1 });
    expect(exported.text).not.toMatch(/code_hash|codeHash/);

    const { customerId } = await world.shop.db
      .selectFrom('customers')
      .select('id as customerId')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    const { anonymiseCustomer } = await import('../../src/privacy/personal-data-repository.ts');
    await world.shop.db.transaction().execute((trx) => anonymiseCustomer(trx, customerId, new Date().toISOString()));
    expect(await world.shop.db.selectFrom('phone_codes').select('id').where('phone', '=', phone).execute()).toEqual([]);
    const row = await world.shop.db
      .selectFrom('customers')
      .select(['phone', 'phone_verified_at'])
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ phone: '', phone_verified_at: null });
    const counters = await world.shop.db.selectFrom('rate_limits').select('key').where('key', 'like', `%${phone}`).execute();
    expect(counters).toEqual([]);
  });
});

describe('DPDP: a phone account deletes itself with a code (it has no password)', () => {
  it('sends the code only to its own verified number, and a right code erases the account', async () => {
    const phone = newPhone();
    const { shopper } = await signInWithPhone(phone);
    await waitPassed(phone);
    expect((await shopper.post('/api/me/delete-account', { password: 'anything-at-all' })).body.code).toBe('wrong_password');
    const elsewhere = await shopper.post('/api/me/delete-account/code', { phone: newPhone() });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe('Enter the phone number you sign in with.');
    expect((await shopper.post('/api/me/delete-account/code', { phone })).status).toBe(202);
    const { code } = await codeSentTo(phone);
    const deleted = await shopper.post('/api/me/delete-account', { phone, code });
    expect(deleted.status).toBe(200);
    expect((await shopper.get('/api/auth/user')).status).toBe(401);
    expect(await world.shop.db.selectFrom('customers').select('id').where('phone', '=', phone).execute()).toEqual([]);
  });
});

describe('one customer: the orders placed with a verified number', () => {
  const orderWith = async (shopper: ReturnType<typeof browser>, phone: string) => {
    const placed = await shopper.post(
      '/api/orders/cod',
      { items: [{ ref: 'kooler:mango', quantity: 1 }], customerDetails: { ...vashiCustomer, phone } },
      { 'Idempotency-Key': `attach-${phone}-${Date.now()}` },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return placed.body.orderId as string;
  };

  it('are offered once the number is verified, and become the account’s only when the customer confirms', async () => {
    const phone = newPhone();
    const guest = browser(world.shop.app, newAddress());
    expect((await guest.post('/api/auth/guest', {})).status).toBe(201);
    const guestOrder = await orderWith(guest, phone);
    // Another account's order with the same number stays theirs.
    const other = await loggedInCustomer(world.shop.app, { ip: newAddress() });
    const othersOrder = await orderWith(other, phone);

    const { shopper } = await signInWithPhone(phone);
    const offered = await shopper.get('/api/me/phone/orders');
    expect(offered.body.orders.map((order: { id: string }) => order.id)).toEqual([guestOrder]);
    expect(offered.body.orders[0]).toMatchObject({ number: expect.stringMatching(/^KC-/), totalPaise: expect.any(Number) });
    // Nothing is merged by itself.
    expect((await shopper.get('/api/me/orders')).body.total).toBe(0);

    const attached = await shopper.post('/api/me/phone/orders/attach', { orderIds: [guestOrder, othersOrder] });
    expect(attached.body).toEqual({ attached: 1, orders: [] });
    const mine = await shopper.get('/api/me/orders');
    expect(mine.body.orders.map((order: { id: string }) => order.id)).toEqual([guestOrder]);
    expect((await other.get(`/api/me/orders/${othersOrder}`)).status).toBe(200);
  });

  it('count against a code’s limit per customer once the number is verified, attached or not (security review F2)', async () => {
    const owner = await signedInStaff(world.shop, 'owner');
    const code = `ONCE${++numbers}`;
    const created = await owner.post('/promotion-codes', { code, kind: 'percent', value: 10, perCustomerLimit: 1 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const phone = newPhone();
    const guest = browser(world.shop.app, newAddress());
    await guest.post('/api/auth/guest', {});
    const used = await guest.post(
      '/api/orders/cod',
      { items: [{ ref: 'kooler:mango', quantity: 1 }], customerDetails: { ...vashiCustomer, phone }, promotionCode: code },
      { 'Idempotency-Key': `code-${phone}` },
    );
    expect(used.status, JSON.stringify(used.body)).toBe(201);

    // An account that only typed the number is someone else: the guest's use is not theirs.
    const typedOnly = await loggedInCustomer(world.shop.app, { ip: newAddress(), phoneNumber: phone });
    const theirQuote = await typedOnly.post('/api/cart/quote', { items: [{ ref: 'kooler:mango', quantity: 1 }], promotionCode: code });
    expect(theirQuote.body.promotion, JSON.stringify(theirQuote.body)).toMatchObject({ status: 'applied' });

    // The account that proved the number is that guest, before attaching anything.
    const { shopper } = await signInWithPhone(phone);
    const quoted = await shopper.post('/api/cart/quote', { items: [{ ref: 'kooler:mango', quantity: 1 }], promotionCode: code });
    expect(quoted.body.promotion).toMatchObject({ status: 'refused', message: 'You have already used this code.' });
  });

  it('are not offered to an account whose number is not verified', async () => {
    const phone = newPhone();
    const guest = browser(world.shop.app, newAddress());
    await guest.post('/api/auth/guest', {});
    const guestOrder = await orderWith(guest, phone);
    const customer = await loggedInCustomer(world.shop.app, { ip: newAddress(), phoneNumber: phone });
    expect((await customer.get('/api/me/phone/orders')).body).toEqual({ orders: [] });
    expect((await customer.post('/api/me/phone/orders/attach', { orderIds: [guestOrder] })).body.attached).toBe(0);
  });
});

describe('email optional: a phone-only customer’s order (issue 36)', () => {
  it('is placed with no email, queues no email to them, and its delivered phone message carries the review link', async () => {
    const phone = newPhone();
    const { shopper } = await signInWithPhone(phone);
    await shopper.post('/api/auth/phone/name', { name: 'Meera Iyer' });
    // The checkout sends no email at all (or a blank one): the phone reaches them.
    const { email: _email, ...details } = { ...vashiCustomer, name: 'Meera Iyer', phone };
    const placed = await shopper.post('/api/orders/cod', { items: [{ ref: 'kooler:mango', quantity: 1 }], customerDetails: details });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = placed.body.orderId as string;
    expect((await shopper.get(`/api/me/orders/${orderId}`)).body.customerDetails).toMatchObject({ email: '', phone });

    const staff = await signedInStaff(world.shop);
    for (const status of ['confirmed', 'out_for_delivery', 'delivered']) {
      expect((await staff.put(`/orders/${orderId}/status`, { status })).status).toBe(200);
    }
    for (let round = 0; round < 2; round++) {
      await world.shop.messagesSent();
      await world.phones.webhooksIdle();
    }
    // Only the shop's own notice went by email: nothing to '' or to the account's placeholder address.
    const emails = await world.shop.db
      .selectFrom('outbox_messages')
      .select(['recipient', 'template'])
      .where('order_id', '=', orderId)
      .where('channel', '=', 'email')
      .execute();
    expect(emails.filter((row) => row.recipient !== world.shop.config.mail.shopEmail)).toEqual([]);

    // The delivered message is the one that asks for a review: the signed link opens the order's items.
    const delivered = (await world.phones.messages()).find((m) => m.to === `91${phone}` && /\/review\?/.test(m.text));
    expect(delivered?.text).toMatch(/^Koolers: Hi Meera Iyer, your order KC-\d+ was delivered\. Review it: http\S+\/review\?order=/);
    const link = new URL(/https?:\/\/\S+\/review\?\S+/.exec(delivered?.text ?? '')?.[0] ?? 'http://x/');
    const opened = await browser(world.shop.app).get(`/api/reviews/request${link.search}`);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.items).toEqual([expect.objectContaining({ ref: 'kooler:mango', reviewed: false })]);
  });
});
