import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/test-app.ts';

let shop: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  shop = await buildTestApp({ settings: { CMS_ADMIN_URL: 'http://127.0.0.1:1337/admin' } });
});
afterAll(() => shop.close());

const failure = {
  failedAt: '2026-11-23T09:15:00.000Z',
  summary: 'Kooler “Mango”: Picture is empty.',
  entry: 'Kooler “Mango”',
  fields: ['Picture: is empty'],
  editUrl: 'http://127.0.0.1:1337/admin/content-manager/collection-types/api::kooler.kooler/k1',
};
const send = (body: unknown, secret = 'api-test-cms-webhook-secret') =>
  request(shop.app)
    .post('/api/cms/site-build-failed')
    .set('Authorization', `Bearer ${secret}`)
    .send(body as object);

describe('POST /api/cms/site-build-failed', () => {
  it('emails the shop which entry and field kept a publish off the site, with a link to it in Strapi', async () => {
    const response = await send(failure);
    expect(response.status).toBe(202);
    const [mail] = await shop.mailsAbout('Kooler “Mango”: Picture is empty.');
    expect(mail).toMatchObject({ to: shop.deps.config.mail.shopEmail, subject: 'The site did not go live with Kooler “Mango”' });
    expect(mail?.text).toContain('- Picture: is empty');
    expect(mail?.text).toContain('publish at 23 Nov 2026, 2:45 pm');
    expect(mail?.text).toContain(`Open it in Strapi: ${failure.editUrl}`);
    expect((await shop.outbox()).some((raw) => raw.includes('The site did not go live with'))).toBe(true);
  });

  it('leaves out a link that leads anywhere but Strapi’s admin', async () => {
    const links: [string, string][] = [
      ['Kooler “Lychee”: Title is empty.', 'https://evil.example/admin/content-manager/collection-types/api::kooler.kooler/k2'],
      ['Kooler “Guava”: Title is empty.', 'http://127.0.0.1:1337/administrator-login'],
    ];
    for (const [summary, editUrl] of links) {
      expect((await send({ ...failure, summary, editUrl })).status).toBe(202);
      const [mail] = await shop.mailsAbout(summary);
      expect(mail?.text).toContain(summary);
      expect(mail?.text).not.toContain(editUrl);
      expect(mail?.text).not.toContain('Open it in Strapi');
    }
  });

  it('refuses a sender without the shared secret, and a report without a summary', async () => {
    expect((await send(failure, 'not-the-secret-at-all')).status).toBe(401);
    const incomplete = await send({ failedAt: failure.failedAt });
    expect(incomplete.status).toBe(400);
  });
});
