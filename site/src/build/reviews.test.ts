import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { reviewsOf } from './reviews.ts';

/**
 * The build reads the published reviews from the commerce API once, and notes the read beside
 * Strapi's, so a web front that restarts rebuilds when they changed (web/src/builds/content-record.ts).
 */
const answer = JSON.stringify({
  items: {
    'kooler:mango': {
      count: 1,
      average: 4,
      reviews: [{ id: 1, stars: 4, text: 'Nice', reviewer: 'Priya N.', photo: null, reply: null, date: '2026-11-29T10:00:00.000Z' }],
    },
  },
});
let server: Server | undefined;
const folders: string[] = [];
afterEach(() => {
  server?.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function build(api: string) {
  const folder = mkdtempSync(join(tmpdir(), 'reviews-build-'));
  folders.push(folder);
  const record = join(folder, 'reads.jsonl');
  process.env.API_URL = api;
  process.env.SITE_CONTENT_RECORD = record;
  process.env.SITE_OUT_DIR = folder;
  return {
    record,
    notes: () =>
      readFileSync(record, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line)),
  };
}

describe('the reviews a build shows', () => {
  it('reads them once per build, by item, and notes the read with its digest', async () => {
    let asked = 0;
    server = createServer((_request, response) => {
      asked += 1;
      response.setHeader('content-type', 'application/json');
      response.end(answer);
    }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server?.once('listening', resolve));
    const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { notes } = await build(api);
    expect(await reviewsOf('kooler:mango')).toMatchObject({ count: 1, average: 4 });
    expect(await reviewsOf('kooler:tender')).toBeUndefined();
    expect(asked).toBe(1);
    expect(notes()).toEqual([{ url: `${api}/api/reviews/published`, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
  });

  it('builds without reviews when the API does not answer, and notes the read unreachable (the next start rebuilds)', async () => {
    const { notes } = await build('http://127.0.0.1:9');
    expect(await reviewsOf('kooler:mango')).toBeUndefined();
    expect(notes()).toEqual([{ url: 'http://127.0.0.1:9/api/reviews/published', unreachable: true }]);
  });
});
