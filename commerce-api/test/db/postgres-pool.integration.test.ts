import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DATABASE_APPLICATION_NAME } from '../../src/db/database.ts';
import { type ApiProcess, sharedShop } from '../support/api-process.ts';

const cmsUrl = inject('cmsUrl');
const serverUrl = process.env.TEST_DATABASE_URL;

/** Ends every connection the API holds, as a database restart or an operator's pg_terminate_backend does. */
async function terminateApiConnections(): Promise<number> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid()',
      [DATABASE_APPLICATION_NAME],
    );
    return rows.filter((row) => row.ended).length;
  } finally {
    await admin.end();
  }
}

describe.runIf(serverUrl)('a PostgreSQL hiccup under load', () => {
  let shop: Awaited<ReturnType<typeof sharedShop>>;
  let api: ApiProcess;
  beforeAll(async () => {
    shop = await sharedShop({ cmsUrl });
    api = await shop.start();
  });
  afterAll(() => shop.close());

  it('does not kill the API: it logs, reconnects and keeps answering', async () => {
    const health = () => fetch(`${api.url}/api/health`).then((response) => response.status);
    // Load: the pool opens several connections, then they sit idle between bursts.
    expect(new Set(await Promise.all(Array.from({ length: 20 }, health)))).toEqual(new Set([200]));

    let loading = true;
    const load = (async () => {
      const statuses: number[] = [];
      while (loading) statuses.push(...(await Promise.all(Array.from({ length: 8 }, () => health().catch(() => 0)))));
      return statuses;
    })();
    expect(await terminateApiConnections()).toBeGreaterThan(0);
    // Idle ones too, once the burst in flight has returned its clients to the pool.
    await terminateApiConnections();
    loading = false;
    await load;

    expect(api.child.exitCode).toBeNull();
    // The next requests get fresh connections. A pooled client killed while idle is dropped when its
    // error event arrives, which on a busy machine can come after the next request took it: that
    // request may answer 503, and the API must be answering again within moments, never down.
    await expect.poll(health, { timeout: 5_000, interval: 100 }).toBe(200);
    expect(api.output()).toMatch(/database connection lost/);
    expect(api.child.exitCode).toBeNull();
  });
});
