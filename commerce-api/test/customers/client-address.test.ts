import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, SITE_ORIGIN, type TestApp } from '../support/test-app.ts';

const form = { name: 'Asha', email: 'asha@example.in', contact: '9820012345', message: 'Do you deliver to Nerul?' };
let shop: TestApp | undefined;
afterEach(() => shop?.close());

/** Contact messages from one client, each claiming another address in X-Forwarded-For. */
async function sendWithSpoofedAddresses(app: TestApp['app'], forwardedBy: (spoof: string) => string) {
  const statuses: number[] = [];
  for (let n = 0; n < 6; n++) {
    const spoof = `198.51.100.${n + 1}`;
    const response = await request(app)
      .post('/api/contact')
      .set('Origin', SITE_ORIGIN)
      .set('X-Forwarded-For', forwardedBy(spoof))
      .send(form);
    statuses.push(response.status);
  }
  return statuses;
}

describe('the client address the limits count by', () => {
  it('is the one the trusted proxy appended, not one the client wrote (even a private proxy address)', async () => {
    shop = await buildTestApp();
    // The web front appends the address it saw: here a client on the shop's private network.
    const statuses = await sendWithSpoofedAddresses(shop.app, (spoof) => `${spoof}, 10.1.2.3`);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('ignores X-Forwarded-For entirely when no proxy is in front (TRUST_PROXY_HOPS=0)', async () => {
    shop = await buildTestApp({ settings: { TRUST_PROXY_HOPS: '0' } });
    const statuses = await sendWithSpoofedAddresses(shop.app, (spoof) => spoof);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('trusts two hops when a load balancer stands in front of the web front', async () => {
    shop = await buildTestApp({ settings: { TRUST_PROXY_HOPS: '2' } });
    const statuses = await sendWithSpoofedAddresses(shop.app, (spoof) => `${spoof}, 203.0.113.50, 10.0.0.2`);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
