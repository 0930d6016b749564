import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ContentProblem } from '@koolers/contracts/site-build';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { alertShopOnFailedBuild } from './site-build-alerts.ts';
import { ContentBuildError, SiteRebuilder } from './site-rebuilder.ts';

const problem: ContentProblem = {
  uid: 'api::kooler.kooler',
  typeName: 'Kooler',
  documentId: 'k1',
  single: false,
  entryTitle: 'Mango',
  fields: [{ path: ['image'], field: 'Picture', message: 'is empty' }],
  summary: 'Kooler “Mango”: Picture is empty.',
};

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

/** A stand-in for the commerce API's alert endpoint: records what it was sent. */
async function commerceApi() {
  const received: { authorization?: string; body: Record<string, unknown> }[] = [];
  const app = express().post('/api/cms/site-build-failed', express.json(), (request, response) => {
    received.push({ authorization: request.get('authorization'), body: request.body });
    response.status(202).end();
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  closers.push(() => server.close());
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received };
}

/** A rebuilder whose builds fail or succeed in turn; `alerts` are the pending requests to the API. */
function rebuilderFailingWith(outcomes: (Error | null)[], alert: ReturnType<typeof alertShopOnFailedBuild>) {
  const buildsDir = mkdtempSync(join(tmpdir(), 'site-alerts-'));
  const alerts: Promise<void>[] = [];
  let count = 0;
  const rebuilder = new SiteRebuilder({
    buildsDir,
    debounceMs: 1,
    onBuilt: (record, previous) => alerts.push(alert(record, previous)),
    build: async (outDir) => {
      const failure = outcomes[count++];
      if (failure) throw failure;
      mkdirSync(outDir, { recursive: true });
      writeFileSync(join(outDir, 'index.html'), 'ok');
    },
  });
  return { rebuilder, alerts };
}

describe('the shop hears about a publish that did not go live', () => {
  it('asks the API to email the entry and field to fix, with a link to it in Strapi, once per failure', async () => {
    const api = await commerceApi();
    const failure = () => new ContentBuildError(problem.summary, problem);
    const { rebuilder, alerts } = rebuilderFailingWith(
      [null, failure(), failure(), null],
      alertShopOnFailedBuild({ apiUrl: api.url, secret: 'webhook-secret', adminUrl: 'http://cms.test/admin' }),
    );
    const build = async () => {
      rebuilder.request('Strapi entry.publish');
      await rebuilder.idle();
    };
    await build();
    await build();
    await build(); // the same failure again: no second email
    await build();
    await Promise.all(alerts);
    expect(api.received).toEqual([
      {
        authorization: 'Bearer webhook-secret',
        body: {
          failedAt: expect.any(String),
          summary: 'Kooler “Mango”: Picture is empty.',
          entry: 'Kooler “Mango”',
          fields: ['Picture: is empty'],
          editUrl: 'http://cms.test/admin/content-manager/collection-types/api::kooler.kooler/k1',
        },
      },
    ]);
    expect(rebuilder.status()).toMatchObject({
      last: { ok: true },
      lastSuccess: { ok: true },
      lastFailure: { ok: false, problem: { summary: problem.summary } },
    });
    expect(rebuilder.status().history.map((record) => record.ok)).toEqual([true, false, false, true]);
  });

  it('explains a failure that is not about content as it is', async () => {
    const api = await commerceApi();
    const { rebuilder, alerts } = rebuilderFailingWith(
      [new Error('Strapi answered 500')],
      alertShopOnFailedBuild({ apiUrl: api.url, secret: 's' }),
    );
    rebuilder.request('Strapi entry.publish');
    await rebuilder.idle();
    await Promise.all(alerts);
    expect(api.received[0]?.body).toEqual({ failedAt: expect.any(String), summary: 'The site build failed: Strapi answered 500' });
  });

  it('mails nothing about a build no publish asked for: the front’s first build at start', async () => {
    const api = await commerceApi();
    const { rebuilder, alerts } = rebuilderFailingWith(
      [new Error('Strapi is not reachable')],
      alertShopOnFailedBuild({ apiUrl: api.url, secret: 's' }),
    );
    rebuilder.request('start: no build yet');
    await rebuilder.idle();
    await Promise.all(alerts);
    expect(api.received).toEqual([]);
  });
});
