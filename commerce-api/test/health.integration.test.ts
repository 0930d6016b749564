import request from 'supertest';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { listen } from './support/ports.ts';
import { buildTestApp, SITE_ORIGIN, type TestApp } from './support/test-app.ts';

const cmsUrl = inject('cmsUrl');

/** A port on which nothing listens: a stopped service. */
async function deadUrl() {
  const { server, url } = await listen(() => {});
  await new Promise((resolve) => server.close(resolve));
  return url;
}

let shop: TestApp | undefined;
afterEach(() => shop?.close());

describe('GET /api/health', () => {
  it('asks Razorpay and Strapi at most once in 30 seconds, however often it is called', async () => {
    let razorpayProbes = 0;
    shop = await buildTestApp({
      cmsUrl,
      wrapPayments: (gateway) => ({
        ...gateway,
        check() {
          razorpayProbes += 1;
          return gateway.check();
        },
      }),
    });
    const { app } = shop;
    const answers = await Promise.all(Array.from({ length: 20 }, () => request(app).get('/api/health')));
    for (let n = 0; n < 10; n++) answers.push(await request(app).get('/api/health'));
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    expect(razorpayProbes).toBe(1);
  });

  it('is 200 with every dependency up', async () => {
    shop = await buildTestApp({ cmsUrl });
    const response = await request(shop.app).get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'up', down: [], dependencies: { database: 'up', cms: 'up', payments: 'up' } });
  });

  it('is 503 naming cms when Strapi is stopped', async () => {
    shop = await buildTestApp({ cmsUrl: await deadUrl() });
    const response = await request(shop.app).get('/api/health');
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({ status: 'down', down: ['cms'], dependencies: { database: 'up', payments: 'up' } });
  });

  it('is 503 naming payments when the payment gateway is unreachable', async () => {
    shop = await buildTestApp({ cmsUrl, paymentsUrl: await deadUrl() });
    const response = await request(shop.app).get('/api/health');
    expect(response.status).toBe(503);
    expect(response.body.down).toEqual(['payments']);
  });
});

describe('requests the API refuses', () => {
  it('answers an unknown endpoint with a 404 and a message', async () => {
    shop = await buildTestApp({ cmsUrl });
    const response = await request(shop.app).get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 'not_found', message: 'No such endpoint: GET /api/nothing-here' });
  });

  it('refuses a state-changing request from another origin', async () => {
    shop = await buildTestApp({ cmsUrl });
    const response = await request(shop.app).post('/api/cart/quote').set('Origin', 'https://evil.example').send({});
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('forbidden_origin');
  });

  it.each([
    ['a charset other than UTF-8', { 'Content-Type': 'application/json; charset=latin1' }, '{}', 415, 'unsupported_encoding', /UTF-8/],
    [
      'a compression the API does not read',
      { 'Content-Type': 'application/json', 'Content-Encoding': 'compress' },
      '{}',
      415,
      'unsupported_encoding',
      /UTF-8/,
    ],
  ])('says what is wrong with %s, by its kind, not "not valid JSON"', async (_case, headers, body, status, code, message) => {
    shop = await buildTestApp({ cmsUrl });
    const response = await request(shop.app).post('/api/cart/quote').set('Origin', SITE_ORIGIN).set(headers).send(body);
    expect(response.status).toBe(status);
    expect(response.body.code).toBe(code);
    expect(response.body.message).toMatch(message);
  });

  it('answers an address that cannot be decoded with 400 "The address is not valid."', async () => {
    shop = await buildTestApp({ cmsUrl });
    const response = await request(shop.app).get('/api/me/orders/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'bad_request', message: 'The address is not valid.' });
  });

  it('words its refusal in the language the page asks for (Accept-Language), keeping the code', async () => {
    shop = await buildTestApp({ cmsUrl });
    const { app } = shop;
    const orders = (language?: string) => {
      const asked = request(app).get('/api/me/orders');
      return language === undefined ? asked : asked.set('Accept-Language', language);
    };
    const answers = [await orders('hi'), await orders('mr'), await orders('en-IN'), await orders('en-IN,hi;q=0.9'), await orders()];
    expect(answers.map((response) => [response.status, response.body.code, response.headers['content-language']])).toEqual([
      [401, 'not_logged_in', 'hi'],
      [401, 'not_logged_in', 'mr'],
      [401, 'not_logged_in', 'en'],
      [401, 'not_logged_in', 'en'],
      [401, 'not_logged_in', 'en'],
    ]);
    expect(answers.map((response) => response.body.message)).toEqual([
      'कृपया पहले लॉग इन करें।',
      'कृपया आधी लॉग इन करा.',
      'Please log in first.',
      'Please log in first.',
      'Please log in first.',
    ]);
    expect(answers[0]?.headers.vary).toMatch(/Accept-Language/);
  });

  it('says so when a message has no translation yet: the endpoint a developer got wrong stays English', async () => {
    shop = await buildTestApp({ cmsUrl });
    const response = await request(shop.app).get('/api/nothing-here').set('Accept-Language', 'mr');
    expect(response.body).toEqual({ code: 'not_found', message: 'No such endpoint: GET /api/nothing-here' });
    expect(response.headers['content-language']).toBe('en');
  });

  it('in development, takes the shop opened as localhost or [::1] for the same shop as 127.0.0.1', async () => {
    shop = await buildTestApp({ cmsUrl });
    const { app } = shop;
    const quote = (origin: string) => request(app).post('/api/cart/quote').set('Origin', origin).send({ items: [] });
    for (const origin of ['http://localhost:4321', 'http://[::1]:4321', 'http://127.0.0.1:4321']) {
      expect((await quote(origin)).body.code, origin).toBe('invalid_request');
    }
    for (const origin of [
      'http://localhost:4322',
      'https://localhost:4321',
      'http://localhost.evil.example:4321',
      'http://127.0.0.2:4321',
    ]) {
      expect((await quote(origin)).status, origin).toBe(403);
    }
  });

  it('answers malformed JSON from the site with a 400, not a 500', async () => {
    shop = await buildTestApp({ cmsUrl });
    const response = await request(shop.app)
      .post('/api/cart/quote')
      .set('Origin', SITE_ORIGIN)
      .set('Content-Type', 'application/json')
      .send('{"broken');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'bad_request', message: 'The request body is not valid JSON.' });
  });
});
