import request from 'supertest';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { buildTestApp, listen, SITE_ORIGIN, type TestApp } from './support/test-app.ts';

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
