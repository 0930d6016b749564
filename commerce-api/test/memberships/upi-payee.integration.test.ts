import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildTestApp, SITE_ORIGIN, type TestApp } from '../support/test-app.ts';

/**
 * The shop's UPI payee is edited once, in Strapi, with the Coco Club plan: the /payment page is
 * built from it, and the API's Coco Club answer must say the same. An editor's change is played
 * here by a proxy in front of the suite's Strapi that rewrites the plan's payee.
 */
const cmsUrl = inject('cmsUrl');
let shop: TestApp;
let proxy: Server;
const payee = { upiId: 'koolers.coconut@okaxis', payeeName: 'Koolers Coconut Co.' };

beforeAll(async () => {
  proxy = createServer(async (req, res) => {
    const upstream = await fetch(`${cmsUrl}${req.url}`);
    let body = await upstream.text();
    if (req.url?.startsWith('/api/membership-plan')) {
      const plan = JSON.parse(body) as { data: Record<string, unknown> };
      body = JSON.stringify({ ...plan, data: { ...plan.data, ...payee } });
    }
    res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' }).end(body);
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => proxy.once('listening', resolve));
  shop = await buildTestApp({ cmsUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` });
});
afterAll(async () => {
  await shop.close();
  await new Promise((resolve) => proxy.close(resolve));
});

let ipCount = 0;
async function joinClub() {
  ipCount += 1;
  const response = await request(shop.app)
    .post('/api/memberships/payment-details')
    .set('Origin', SITE_ORIGIN)
    .set('X-Forwarded-For', `203.0.113.${ipCount}`)
    .send({ name: 'Kavya Patil', email: 'kavya@example.in', phone: '9867001234', address: 'Sector 9, Vashi', pincode: '400703' });
  expect(response.status).toBe(200);
  const link = new URL(response.body.upi.link);
  return { id: response.body.upi.id as string, pa: link.searchParams.get('pa'), pn: link.searchParams.get('pn') };
}

const strapiChanged = () =>
  request(shop.app).post('/api/cms/webhook').set('Authorization', 'Bearer api-test-cms-webhook-secret').send({ event: 'entry.publish' });

describe('the UPI payee', () => {
  it('is the Coco Club plan’s, as edited in Strapi, in the answer, its link and its QR code', async () => {
    expect(await joinClub()).toEqual({ id: payee.upiId, pa: payee.upiId, pn: payee.payeeName });
  });

  it('follows an editor’s change once Strapi’s webhook says so, and a payee that is not a UPI id is never used', async () => {
    Object.assign(payee, { upiId: 'koolers.new@ybl', payeeName: 'Koolers Coconut Company' });
    expect((await strapiChanged()).status).toBeLessThan(300);
    expect(await joinClub()).toEqual({ id: 'koolers.new@ybl', pa: 'koolers.new@ybl', pn: 'Koolers Coconut Company' });

    Object.assign(payee, { upiId: 'pay me at the shop', payeeName: 'Someone' });
    expect((await strapiChanged()).status).toBeLessThan(300);
    expect(await joinClub()).toEqual({ id: 'koolers.new@ybl', pa: 'koolers.new@ybl', pn: 'Koolers Coconut Company' });
  });
});
