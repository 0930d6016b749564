import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BuildRecord, RebuilderStatus } from '@koolers/contracts/site-build';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootCms, createTestEnv, type RunningCms, type TestEnv } from './harness.mts';

/** The site server's build record, as `GET /_site/rebuild` reports it; the test sets it. */
let builds: RebuilderStatus | { answer: string };
let authorizations: (string | undefined)[] = [];

describe('site status for editors (real Strapi, a stand-in site server)', () => {
  let env: TestEnv;
  let cms: RunningCms;
  let site: http.Server;
  let jwt: string;

  const status = async (query = '', bearer = jwt) => {
    const response = await fetch(`${cms.url}/koolers/site-status${query}`, { headers: { authorization: `Bearer ${bearer}` } });
    return { code: response.status, body: (await response.json()) as { data: { state: string; message: string; problem?: object } } };
  };

  beforeAll(async () => {
    site = http.createServer((request, response) => {
      if (request.method === 'GET') authorizations.push(`${request.method} ${request.url} ${request.headers.authorization}`);
      if (request.method === 'GET' && request.url === '/_site/rebuild')
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(builds));
      else response.writeHead(202).end();
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    env = createTestEnv();
    Object.assign(process.env, {
      CMS_WEBHOOK_URLS: `http://127.0.0.1:${(site.address() as AddressInfo).port}/_site/rebuild`,
      CMS_WEBHOOK_SECRET: 'site-status-test-secret',
    });
    cms = await bootCms();
    const registered = await fetch(`${cms.url}/admin/register-admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@koolers.in', password: 'Coconut-Owner-2026', firstname: 'Meera' }),
    });
    jwt = ((await registered.json()) as { data: { token: string } }).data.token;
  });

  afterAll(async () => {
    await cms?.stop();
    site?.close();
    env?.cleanup();
  });

  it('tells an editor their publish is live once a build after it succeeded, asking the site server with the webhook secret', async () => {
    const faqs = cms.strapi.documents('api::faq.faq');
    const first = await faqs.findFirst({ status: 'draft' });
    await faqs.update({ documentId: first?.documentId as string, data: { answer: 'Keep it cold; drink within three days.' } });
    await faqs.publish({ documentId: first?.documentId as string });
    const later = new Date(Date.now() + 1000).toISOString();
    const success: BuildRecord = { reason: 'Strapi entry.publish', startedAt: later, finishedAt: later, durationMs: 0, ok: true };
    builds = { state: 'idle', queued: false, generation: 1, current: '/site/dist/1', history: [success], lastSuccess: success };
    authorizations = [];

    const { code, body } = await status(`?uid=api::faq.faq&documentId=${first?.documentId}`);
    expect(code).toBe(200);
    expect(body.data.state).toBe('live');
    expect(body.data.message).toMatch(/^Live on the site since .+\.$/);
    expect(body.data.message).not.toMatch(/draft/); // just published: no later draft
    expect(authorizations).toEqual(['GET /_site/rebuild Bearer site-status-test-secret']);
  });

  it('tells the homepage which entry and field kept the latest change off the site', async () => {
    const failed: BuildRecord = {
      reason: 'Strapi entry.publish',
      startedAt: new Date(Date.now() + 5000).toISOString(),
      finishedAt: new Date(Date.now() + 6000).toISOString(),
      durationMs: 1000,
      ok: false,
      error: 'Kooler “Mango”: Picture is empty.',
      problem: {
        uid: 'api::kooler.kooler',
        typeName: 'Kooler',
        documentId: 'k1',
        single: false,
        entryTitle: 'Mango',
        fields: [{ path: ['image'], field: 'Picture', message: 'is empty' }],
        summary: 'Kooler “Mango”: Picture is empty.',
      },
    };
    if (!('state' in builds)) throw new Error('the first test sets a build record');
    builds = { ...builds, history: [failed, ...builds.history], lastFailure: failed };
    const { body } = await status();
    expect(body.data).toMatchObject({
      state: 'failed',
      problem: { summary: 'Kooler “Mango”: Picture is empty.', editPath: '/content-manager/collection-types/api::kooler.kooler/k1' },
    });
  });

  it('says the state is unknown when the site server answers something that is not a build record', async () => {
    builds = { answer: 'a proxy’s error page' };
    const { code, body } = await status();
    expect(code).toBe(200);
    expect(body.data).toEqual({ state: 'unknown', message: 'The site server did not answer, so the site’s state is unknown.' });
  });

  it('answers only signed-in admins', async () => {
    expect((await status('', 'not-a-token')).code).toBe(401);
  });
});
