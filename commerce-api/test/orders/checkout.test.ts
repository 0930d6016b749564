import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNumber } from '../support/orders.ts';
import { payInSandbox, sendWebhook } from '../support/payments.ts';
import { buildTestApp, loggedInCustomer, SITE_ORIGIN, type TestApp, vashiCustomer } from '../support/test-app.ts';

let shop: TestApp;
/** Koolers of the catalogue fixture (the seeded catalogue's refs and prices). */
const refs = { Chocolate: 'kooler:chocolate', Avocado: 'kooler:avocado', Mango: 'kooler:mango' };

beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

describe('POST /api/cart/quote', () => {
  it('prices a cart in paise from the catalogue, whatever the browser claims', async () => {
    const response = await request(shop.app)
      .post('/api/cart/quote')
      .set('Origin', SITE_ORIGIN)
      .send({
        items: [
          { ref: refs.Chocolate, quantity: 2, price: 1 },
          { ref: refs.Avocado, quantity: 1 },
        ],
        total: 1,
      });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ subtotalPaise: 2 * 7_500 + 12_000, deliveryFeePaise: 0, discountPaise: 0, totalPaise: 27_000 });
    expect(response.body.lines.map((line: { unitPricePaise: number }) => line.unitPricePaise)).toEqual([7_500, 12_000]);
  });

  it.each([
    [{ items: [{ ref: 'kooler:kiwi-surprise', quantity: 1 }] }, /kooler:kiwi-surprise/],
    [{ items: [{ ref: 'kooler:kiwi-surprise', name: 'Kiwi Surprise', quantity: 1 }] }, /“Kiwi Surprise”/],
    [{ items: [{ ref: 'MANGO', quantity: 0 }] }, /no longer sell|at least 1/],
    [{ items: [] }, /Cart is empty/],
    [{}, /Cart is empty|not readable/],
  ])('refuses a bad cart with a 400 naming the problem (%#)', async (body, message) => {
    const response = await request(shop.app).post('/api/cart/quote').set('Origin', SITE_ORIGIN).send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(message);
  });

  it('names the item whose quantity is absurd', async () => {
    const response = await request(shop.app)
      .post('/api/cart/quote')
      .set('Origin', SITE_ORIGIN)
      .send({ items: [{ ref: refs.Mango, quantity: 1_000_000 }] });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/Mango/);
  });
});

describe('checkout with Razorpay', () => {
  it('needs a logged-in customer', async () => {
    const response = await request(shop.app)
      .post('/api/orders/create-razorpay-order')
      .set('Origin', SITE_ORIGIN)
      .send({ items: [{ ref: refs.Mango, quantity: 1 }], customerDetails: vashiCustomer });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Please log in first.');
  });

  // The email is optional (issue 36): the phone reaches the customer (guest-checkout and phone-sign-in tests).
  it.each(['name', 'phone', 'address'])('asks for every order detail (missing %s)', async (field) => {
    const customer = await loggedInCustomer(shop.app);
    const response = await customer.post('/api/orders/create-razorpay-order', {
      items: [{ ref: refs.Mango, quantity: 1 }],
      customerDetails: { ...vashiCustomer, [field]: '  ' },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please fill in all order details!');
  });

  it('takes an order with a blank email, and refuses an email that is not one (issue 36)', async () => {
    const customer = await loggedInCustomer(shop.app);
    const order = (email: string) =>
      customer.post('/api/orders/create-razorpay-order', {
        items: [{ ref: refs.Mango, quantity: 1 }],
        customerDetails: { ...vashiCustomer, email },
      });
    const blank = await order('  ');
    expect(blank.status, JSON.stringify(blank.body)).toBe(201);
    expect(blank.body.prefill).toMatchObject({ email: '', contact: vashiCustomer.phone });
    const wrong = await order('priya@example');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Please enter a valid email.');
  });

  it('refuses an address whose pincode we do not deliver to, whatever position came with it', async () => {
    const customer = await loggedInCustomer(shop.app);
    const byPincode = await customer.post('/api/orders/create-razorpay-order', {
      items: [{ ref: refs.Mango, quantity: 1 }],
      customerDetails: {
        ...vashiCustomer,
        address: 'Hiranandani Gardens, Powai',
        pincode: '400076',
        location: { latitude: 19.0771, longitude: 72.9986 },
      },
    });
    expect(byPincode.status).toBe(400);
    expect(byPincode.body.message).toBe('Sorry, we do not deliver to pincode 400076 yet. We deliver to Vashi.');
  });

  it('opens a Razorpay order for the server’s total, pays once, and shows it in the customer’s orders', async () => {
    const customer = await loggedInCustomer(shop.app);
    const created = await customer.post('/api/orders/create-razorpay-order', {
      items: [{ ref: refs.Avocado, quantity: 2, price: 1 }],
      customerDetails: vashiCustomer,
      amount: 100,
    });
    expect(created.status).toBe(201);
    // The number people read (`KC-…`) comes with it: a checkout whose payment fails names the order by it.
    expect(created.body).toMatchObject({
      amount: 24_000,
      currency: 'INR',
      keyId: 'rzp_test_sandboxapitests',
      number: expect.stringMatching(/^KC-\d+$/),
    });
    const gatewayOrder = await shop.deps.payments.fetchOrder(created.body.razorpayOrderId);
    expect(gatewayOrder).toMatchObject({ amountPaise: 24_000, receipt: created.body.orderId });

    const paid = await payInSandbox(shop.sandbox.url, created.body.razorpayOrderId);
    const verified = await customer.post('/api/orders/verify-payment', paid);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ success: true, orderId: created.body.orderId, paymentStatus: 'paid' });

    const order = await customer.get(`/api/me/orders/${created.body.orderId}`);
    expect(order.body).toMatchObject({
      number: created.body.number,
      paymentStatus: 'paid',
      deliveryStatus: 'unconfirmed',
      totalPaise: 24_000,
      razorpayPaymentId: paid.razorpay_payment_id,
    });
    expect(order.body.history.map((entry: { kind: string; to: string }) => `${entry.kind} ${entry.to}`)).toEqual([
      'payment pending',
      'delivery unconfirmed',
      'payment paid',
    ]);
    // Razorpay's receipt stays the order's id; people read its number.
    expect(gatewayOrder.receipt).toBe(created.body.orderId);
    const mails = await shop.mailsAbout(order.body.number);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [
        `New order ${order.body.number}: ₹240.00 (Paid online (Razorpay))`,
        `Payment received for your Koolers order ${order.body.number}`,
      ].sort(),
    );
  });

  it('refuses a tampered signature and leaves the order unpaid', async () => {
    const customer = await loggedInCustomer(shop.app);
    const created = await customer.post('/api/orders/create-razorpay-order', {
      items: [{ ref: refs.Mango, quantity: 1 }],
      customerDetails: vashiCustomer,
    });
    const paid = await payInSandbox(shop.sandbox.url, created.body.razorpayOrderId);
    const tampered = { ...paid, razorpay_signature: paid.razorpay_signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')) };
    const response = await customer.post('/api/orders/verify-payment', tampered);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'bad_signature', message: 'Payment verification failed. Please contact support.' });
    // From a Hindi page, the same refusal in Hindi.
    const inHindi = await customer.post('/api/orders/verify-payment', tampered, { 'Accept-Language': 'hi' });
    expect(inHindi.body).toMatchObject({ code: 'bad_signature', message: 'भुगतान की पुष्टि नहीं हो सकी। कृपया हमसे संपर्क करें।' });
    expect((await customer.get(`/api/me/orders/${created.body.orderId}`)).body.paymentStatus).toBe('pending');
  });

  it('10 concurrent identical verify calls make exactly one Paid transition and one set of emails', async () => {
    const customer = await loggedInCustomer(shop.app);
    const created = await customer.post('/api/orders/create-razorpay-order', {
      items: [{ ref: refs.Mango, quantity: 3 }],
      customerDetails: vashiCustomer,
    });
    const paid = await payInSandbox(shop.sandbox.url, created.body.razorpayOrderId);
    const answers = await Promise.all(Array.from({ length: 10 }, () => customer.post('/api/orders/verify-payment', paid)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const order = (await customer.get(`/api/me/orders/${created.body.orderId}`)).body;
    expect(order.history.filter((entry: { to: string }) => entry.to === 'paid')).toHaveLength(1);
    expect(await shop.mailsAbout(order.number)).toHaveLength(2); // the customer's and the shop's
  });

  it('verify racing duplicate and out-of-order webhooks: one Paid transition, one set of emails', async () => {
    const customer = await loggedInCustomer(shop.app);
    const created = await customer.post('/api/orders/create-razorpay-order', {
      items: [{ ref: refs.Chocolate, quantity: 1 }],
      customerDetails: vashiCustomer,
    });
    const paid = await payInSandbox(shop.sandbox.url, created.body.razorpayOrderId);
    const event = { razorpayOrderId: created.body.razorpayOrderId, paymentId: paid.razorpay_payment_id, amountPaise: 7_500 };
    const answers = await Promise.all([
      sendWebhook(shop.app, { ...event, event: 'order.paid' }, { eventId: 'evt_dup_1' }),
      customer.post('/api/orders/verify-payment', paid),
      sendWebhook(shop.app, { ...event, event: 'payment.captured' }, { eventId: 'evt_dup_2' }),
      sendWebhook(shop.app, { ...event, event: 'order.paid' }, { eventId: 'evt_dup_1' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const order = (await customer.get(`/api/me/orders/${created.body.orderId}`)).body;
    expect(order.paymentStatus).toBe('paid');
    expect(order.history.filter((entry: { to: string }) => entry.to === 'paid')).toHaveLength(1);
    expect(await shop.mailsAbout(order.number)).toHaveLength(2);
  });

  it('records a paid order from the webhook alone, when the browser never calls verify', async () => {
    const customer = await loggedInCustomer(shop.app);
    const created = await customer.post('/api/orders/create-razorpay-order', {
      items: [{ ref: refs.Mango, quantity: 1 }],
      customerDetails: vashiCustomer,
    });
    const paid = await payInSandbox(shop.sandbox.url, created.body.razorpayOrderId);
    const response = await sendWebhook(shop.app, {
      event: 'payment.captured',
      razorpayOrderId: created.body.razorpayOrderId,
      paymentId: paid.razorpay_payment_id,
      amountPaise: 10_000,
    });
    expect(response.status).toBe(200);
    expect((await customer.get(`/api/me/orders/${created.body.orderId}`)).body.paymentStatus).toBe('paid');
  });

  it('ignores a webhook with a bad signature; flags one paying a different amount for the shop', async () => {
    const customer = await loggedInCustomer(shop.app);
    const created = await customer.post('/api/orders/create-razorpay-order', {
      items: [{ ref: refs.Mango, quantity: 1 }],
      customerDetails: vashiCustomer,
    });
    const event = {
      event: 'payment.captured',
      razorpayOrderId: created.body.razorpayOrderId,
      paymentId: 'pay_forged0000001',
      amountPaise: 10_000,
    };
    const forged = await sendWebhook(shop.app, event, { signature: 'f'.repeat(64) });
    expect(forged.status).toBe(400);
    expect((await customer.get(`/api/me/orders/${created.body.orderId}`)).body.paymentStatus).toBe('pending');
    const short = await sendWebhook(shop.app, { ...event, amountPaise: 100 });
    expect(short.status).toBe(200);
    expect((await customer.get(`/api/me/orders/${created.body.orderId}`)).body).toMatchObject({
      paymentStatus: 'mismatch',
      deliveryStatus: 'unconfirmed',
    });
  });
});

describe('a checkout attempt places one order, whatever the browser repeats', () => {
  const attempt = (key: string) => ({ 'Idempotency-Key': key });

  it('Pay pressed twice, or the page reloaded: the same attempt gets the same order and the same Razorpay order', async () => {
    const customer = await loggedInCustomer(shop.app);
    const body = { items: [{ ref: refs.Mango, quantity: 2 }], customerDetails: vashiCustomer };
    const first = await customer.post('/api/orders/create-razorpay-order', body, attempt('attempt-reload-0001'));
    const again = await customer.post('/api/orders/create-razorpay-order', body, attempt('attempt-reload-0001'));
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ orderId: first.body.orderId, razorpayOrderId: first.body.razorpayOrderId, status: 'pending' });
    expect((await customer.get('/api/me/orders')).body.total).toBe(1);

    const other = await customer.post('/api/orders/create-razorpay-order', body, attempt('attempt-reload-0002'));
    expect(other.body.orderId).not.toBe(first.body.orderId);
  });

  it('five simultaneous presses of one attempt place one order with one Razorpay order', async () => {
    const customer = await loggedInCustomer(shop.app);
    const body = { items: [{ ref: refs.Avocado, quantity: 1 }], customerDetails: vashiCustomer };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => customer.post('/api/orders/create-razorpay-order', body, attempt('attempt-race-000001'))),
    );
    expect(new Set(answers.map((answer) => answer.body.orderId)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.body.razorpayOrderId)).size).toBe(1);
    expect((await customer.get('/api/me/orders')).body.total).toBe(1);
  });

  it('after the payment, the same attempt answers that the order is paid instead of opening another payment', async () => {
    const customer = await loggedInCustomer(shop.app);
    const body = { items: [{ ref: refs.Mango, quantity: 1 }], customerDetails: vashiCustomer };
    const created = await customer.post('/api/orders/create-razorpay-order', body, attempt('attempt-paid-000001'));
    await customer.post('/api/orders/verify-payment', await payInSandbox(shop.sandbox.url, created.body.razorpayOrderId));
    const again = await customer.post('/api/orders/create-razorpay-order', body, attempt('attempt-paid-000001'));
    expect(again.body).toEqual({ orderId: created.body.orderId, status: 'paid' });
  });

  it('refuses the same attempt with another cart, and a malformed key', async () => {
    const customer = await loggedInCustomer(shop.app);
    const body = { items: [{ ref: refs.Mango, quantity: 1 }], customerDetails: vashiCustomer };
    await customer.post('/api/orders/create-razorpay-order', body, attempt('attempt-changed-0001'));
    const changed = await customer.post(
      '/api/orders/create-razorpay-order',
      { ...body, items: [{ ref: refs.Mango, quantity: 5 }] },
      attempt('attempt-changed-0001'),
    );
    expect(changed.status).toBe(409);
    expect(changed.body.message).toMatch(/changed while the order was being placed/);
    const malformed = await customer.post('/api/orders/create-razorpay-order', body, attempt('no spaces allowed'));
    expect(malformed.status).toBe(400);
  });

  it('one attempt’s key belongs to its customer: another customer with the same key gets an order of their own', async () => {
    const asha = await loggedInCustomer(shop.app);
    const ravi = await loggedInCustomer(shop.app);
    const body = { items: [{ ref: refs.Mango, quantity: 1 }], customerDetails: vashiCustomer };
    const ashas = await asha.post('/api/orders/cod', body, attempt('attempt-shared-00001'));
    const ravis = await ravi.post('/api/orders/cod', body, attempt('attempt-shared-00001'));
    expect(ravis.status).toBe(201);
    expect(ravis.body.orderId).not.toBe(ashas.body.orderId);
  });

  it('cash on delivery sent twice places one order and sends one set of emails', async () => {
    const customer = await loggedInCustomer(shop.app);
    const body = { items: [{ ref: refs.Chocolate, quantity: 4 }], customerDetails: vashiCustomer };
    const answers = await Promise.all([
      customer.post('/api/orders/cod', body, attempt('attempt-cod-0000001')),
      customer.post('/api/orders/cod', body, attempt('attempt-cod-0000001')),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers[0]?.body.orderId).toBe(answers[1]?.body.orderId);
    expect(await shop.mailsAbout(answers[0]?.body.number)).toHaveLength(2);
  });
});

describe('POST /api/orders/:id/pay (paying a pending order later)', () => {
  it('reopens the payment of one’s own pending order with its Razorpay order, and says so once it is paid', async () => {
    const customer = await loggedInCustomer(shop.app);
    const created = await customer.post('/api/orders/create-razorpay-order', {
      items: [{ ref: refs.Mango, quantity: 1 }],
      customerDetails: vashiCustomer,
    });
    const retry = await customer.post(`/api/orders/${created.body.orderId}/pay`, {});
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({
      orderId: created.body.orderId,
      status: 'pending',
      razorpayOrderId: created.body.razorpayOrderId,
      amount: 10_000,
    });

    await customer.post('/api/orders/verify-payment', await payInSandbox(shop.sandbox.url, retry.body.razorpayOrderId));
    expect((await customer.post(`/api/orders/${created.body.orderId}/pay`, {})).body).toEqual({
      orderId: created.body.orderId,
      status: 'paid',
    });
  });

  it('explains why a cash-on-delivery order, another customer’s order or an unknown id can’t be paid', async () => {
    const asha = await loggedInCustomer(shop.app);
    const ravi = await loggedInCustomer(shop.app);
    const cod = await asha.post('/api/orders/cod', { items: [{ ref: refs.Mango, quantity: 1 }], customerDetails: vashiCustomer });
    const payCod = await asha.post(`/api/orders/${cod.body.orderId}/pay`, {});
    expect(payCod.status).toBe(409);
    expect(payCod.body.message).toMatch(/cash on delivery/);
    expect((await ravi.post(`/api/orders/${cod.body.orderId}/pay`, {})).status).toBe(404);
    expect((await asha.post('/api/orders/ord_nosuchorder/pay', {})).status).toBe(404);
    expect((await asha.post('/api/orders/..%2Fetc/pay', {})).status).toBe(404);
  });
});

describe('POST /api/delivery/check', () => {
  const check = (body: object) => request(shop.app).post('/api/delivery/check').set('Origin', SITE_ORIGIN).send(body);

  it.each([
    [{ pincode: '400703' }, { available: true, message: 'Delivery Available', pincode: '400703' }],
    [
      { location: { latitude: 19.07, longitude: 73.0 } },
      { available: true, message: 'Delivery Available to Vashi (400703)', pincode: '400703' },
    ],
  ])('says we deliver to %j', async (body, answer) => {
    const response = await check(body);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(answer);
  });

  it.each([
    [{ pincode: '110001' }, /do not deliver to pincode 110001/],
    [{ pincode: '400076' }, /do not deliver to pincode 400076/],
    [
      { location: { latitude: 19.1176, longitude: 72.906 } },
      /^Sorry, we do not deliver there yet: you are 11 km from Vashi \(400703\), the nearest area/,
    ],
    [{ location: { latitude: 18.5204, longitude: 73.8567 } }, /you are \d+ km from Vashi \(400703\)/],
  ])('says why we do not deliver to %j, as the order would', async (body, message) => {
    const response = await check(body);
    expect(response.status).toBe(200);
    expect(response.body.available).toBe(false);
    expect(response.body.message).toMatch(message);
  });

  it.each([[{}], [{ pincode: '40070' }], [{ location: { latitude: 200, longitude: 0 } }]])('refuses %j with a 400', async (body) => {
    expect((await check(body)).status).toBe(400);
  });

  it('words a refusal by a form rule in the page’s language, as the browser showed it', async () => {
    const inHindi = await check({ pincode: '40070' }).set('Accept-Language', 'hi');
    expect(inHindi.status).toBe(400);
    expect(inHindi.body).toMatchObject({ code: 'invalid_request', message: 'पिनकोड ठीक 6 अंकों का होना चाहिए।' });
    expect(inHindi.headers['content-language']).toBe('hi');
    expect((await check({ pincode: '40070' })).body.message).toBe('Pincode must be exactly 6 digits.');
  });

  it('answers in the language the page asks for (issue 35), and an order outside the area is refused in it too', async () => {
    const marathi = await check({ pincode: '400076' }).set('Accept-Language', 'mr-IN,mr;q=0.9,en;q=0.5');
    expect(marathi.body.message).toMatch(/^माफ करा, आम्ही अजून पिनकोड 400076 येथे डिलिव्हरी करत नाही\. आम्ही या भागांत डिलिव्हरी करतो: /);
    expect(marathi.headers.vary).toMatch(/Accept-Language/i);
    expect((await check({ pincode: '400703' }).set('Accept-Language', 'hi')).body.message).toBe('डिलीवरी उपलब्ध है');

    const customer = await loggedInCustomer(shop.app);
    const order = await customer.post(
      '/api/orders/cod',
      {
        items: [{ ref: refs.Mango, quantity: 1 }],
        customerDetails: { ...vashiCustomer, address: 'Hiranandani Gardens, Powai', pincode: '400076' },
      },
      { 'Accept-Language': 'hi' },
    );
    expect(order.status).toBe(400);
    expect(order.body.message).toMatch(/^माफ़ कीजिए, हम अभी पिनकोड 400076 पर डिलीवरी नहीं करते।/);
  });
});

describe('cash on delivery', () => {
  it('places a pending COD order priced by the server and emails the customer and the shop', async () => {
    const customer = await loggedInCustomer(shop.app);
    const response = await customer.post('/api/orders/cod', { items: [{ ref: refs.Mango, quantity: 2 }], customerDetails: vashiCustomer });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      number: await orderNumber(shop, response.body.orderId),
      paymentStatus: 'cash_due',
      deliveryStatus: 'unconfirmed',
      paymentMethod: 'cod',
      totalPaise: 20_000,
    });
    const mails = await shop.mailsAbout(response.body.number);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['orders@koolers.in', vashiCustomer.email].sort());
    expect(mails.find((mail) => mail.to === vashiCustomer.email)?.subject).toBe(`Your Koolers order ${response.body.number} is placed`);
    expect((await shop.outbox()).length).toBeGreaterThanOrEqual(2);
  });
});

describe('GET /api/me/orders', () => {
  it('lists only the caller’s orders, newest first, a page at a time; another customer gets 404', async () => {
    const asha = await loggedInCustomer(shop.app);
    const ravi = await loggedInCustomer(shop.app);
    const ids: string[] = [];
    for (const quantity of [1, 2, 3]) {
      ids.push(
        (await asha.post('/api/orders/cod', { items: [{ ref: refs.Mango, quantity }], customerDetails: vashiCustomer })).body.orderId,
      );
    }
    const firstPage = await asha.get('/api/me/orders?pageSize=2');
    expect(firstPage.body.total).toBe(3);
    expect(firstPage.body.orders.map((order: { id: string }) => order.id)).toEqual([ids[2], ids[1]]);
    const secondPage = await asha.get('/api/me/orders?pageSize=2&page=2');
    expect(secondPage.body.orders.map((order: { id: string }) => order.id)).toEqual([ids[0]]);
    // Numbered one after another, in the order they were placed.
    const numbers = [...secondPage.body.orders, ...firstPage.body.orders.reverse()].map((order: { number: string }) =>
      Number(order.number.replace('KC-', '')),
    );
    expect(numbers).toEqual([numbers[0], (numbers[0] ?? 0) + 1, (numbers[0] ?? 0) + 2]);

    expect((await ravi.get('/api/me/orders')).body).toMatchObject({ orders: [], total: 0 });
    const stolen = await ravi.get(`/api/me/orders/${ids[0]}`);
    expect(stolen.status).toBe(404);
    expect((await request(shop.app).get('/api/me/orders')).status).toBe(401);
  });
});
