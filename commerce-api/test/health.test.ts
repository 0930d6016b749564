import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../../scripts/razorpay-sandbox/app.ts';
import { createApp } from '../src/app.ts';
import { createCmsClient } from '../src/cms/cms-client.ts';
import { createDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createRazorpayGateway } from '../src/payments/razorpay-gateway.ts';

const keys = { keyId: 'rzp_test_sandboxhealth', keySecret: 'health-test-key-secret', webhookSecret: 'health-test-webhook-secret' };
const siteOrigin = 'http://127.0.0.1:4321';

/** Listens on a free loopback port and returns its base URL. */
async function listen(handler: Parameters<typeof createServer>[1]) {
  const server = createServer(handler).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** A port on which nothing listens: a stopped service. */
async function deadUrl() {
  const { server, url } = await listen(() => {});
  await new Promise((resolve) => server.close(resolve));
  return url;
}

describe('GET /api/health', () => {
  const db = createDatabase({ kind: 'sqlite', path: ':memory:' });
  let sandbox: Awaited<ReturnType<typeof listen>>;
  let strapi: Awaited<ReturnType<typeof listen>>;

  beforeAll(async () => {
    await migrateToLatest(db);
    const sandboxApp = createSandboxApp({ keyId: keys.keyId, keySecret: keys.keySecret, log: () => {} });
    sandbox = await listen(sandboxApp);
    // Strapi answers its health probe with 204; this stands in for a running Strapi.
    strapi = await listen((_req, res) => res.writeHead(204).end());
  });
  afterAll(async () => {
    sandbox.server.close();
    strapi.server.close();
    await db.destroy();
  });

  function appWith(urls: { cms: string; payments: string }) {
    return createApp({
      config: { siteOrigin },
      db,
      logger: pino({ level: 'silent' }),
      cms: createCmsClient(urls.cms),
      payments: createRazorpayGateway({ ...keys, apiUrl: `${urls.payments}/v1/` }),
    });
  }

  it('is 200 with every dependency up', async () => {
    const response = await request(appWith({ cms: strapi.url, payments: sandbox.url })).get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'up', down: [], dependencies: { database: 'up', cms: 'up', payments: 'up' } });
  });

  it('is 503 naming cms when Strapi is stopped', async () => {
    const response = await request(appWith({ cms: await deadUrl(), payments: sandbox.url })).get('/api/health');
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({ status: 'down', down: ['cms'], dependencies: { database: 'up', payments: 'up' } });
  });

  it('is 503 naming payments when the payment gateway is unreachable', async () => {
    const response = await request(appWith({ cms: strapi.url, payments: await deadUrl() })).get('/api/health');
    expect(response.status).toBe(503);
    expect(response.body.down).toEqual(['payments']);
  });
});

describe('requests the API refuses', () => {
  const db = createDatabase({ kind: 'sqlite', path: ':memory:' });
  const app = createApp({
    config: { siteOrigin },
    db,
    logger: pino({ level: 'silent' }),
    cms: { check: async () => 'up' },
    payments: { check: async () => 'up' },
  });

  it('answers an unknown endpoint with a 404 and a message', async () => {
    const response = await request(app).get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 'not_found', message: 'No such endpoint: GET /api/nothing-here' });
  });

  it('refuses a state-changing request from another origin', async () => {
    const response = await request(app).post('/api/health').set('Origin', 'https://evil.example').send({});
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('forbidden_origin');
  });

  it('answers malformed JSON from the site with a 400, not a 500', async () => {
    const response = await request(app)
      .post('/api/anything')
      .set('Origin', siteOrigin)
      .set('Content-Type', 'application/json')
      .send('{"broken');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'bad_request', message: 'The request body is not valid JSON.' });
  });
});
