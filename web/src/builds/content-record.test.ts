import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteCodeDigest, siteCodeDigestOnce, whyStale, writeContentRecord } from './content-record.ts';

/** Strapi answering each URL with the given body (or refusing, with `null`). */
const strapi = (answers: Record<string, string | null>): typeof fetch =>
  (async (input: string | URL | Request) => {
    const body = answers[String(input)];
    if (body === null || body === undefined) throw new TypeError('fetch failed');
    return new Response(body);
  }) as typeof fetch;

function buildWith(reads: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'content-record-'));
  const notes = Object.entries(reads)
    .map(([url, body]) => JSON.stringify({ url, sha256: createHash('sha256').update(body).digest('hex') }))
    .join('\n');
  writeContentRecord(dir, 'code-1', `${notes}\n`);
  return dir;
}

describe('whether the last build still shows Strapi’s content', () => {
  const faq = 'http://cms:1337/api/faqs?pagination%5Bpage%5D=1';
  const settings = 'http://cms:1337/api/site-setting';

  it('does, when Strapi answers every question the build asked as it did then', async () => {
    const build = buildWith({ [faq]: '{"data":[1]}', [settings]: '{"data":{}}' });
    expect(await whyStale(build, 'code-1', strapi({ [faq]: '{"data":[1]}', [settings]: '{"data":{}}' }))).toBeNull();
  });

  it('does not, when one answer changed, Strapi does not answer, or the site’s code changed', async () => {
    const build = buildWith({ [faq]: '{"data":[1]}', [settings]: '{"data":{}}' });
    expect(await whyStale(build, 'code-1', strapi({ [faq]: '{"data":[1,2]}', [settings]: '{"data":{}}' }))).toBe(`${faq} changed`);
    expect(await whyStale(build, 'code-1', strapi({ [faq]: '{"data":[1]}', [settings]: null }))).toBe(`${settings} is not reachable`);
    expect(await whyStale(build, 'code-2', strapi({}))).toBe('the site’s code changed');
    expect(await whyStale(mkdtempSync(join(tmpdir(), 'no-record-')), 'code-1', strapi({}))).toBe('the build has no record of its content');
  });

  it('digests the site’s code: any change to a source file changes it', () => {
    const site = mkdtempSync(join(tmpdir(), 'site-code-'));
    mkdirSync(join(site, 'src'));
    writeFileSync(join(site, 'src', 'index.astro'), '<h1>Koolers</h1>');
    const before = siteCodeDigest(site);
    expect(siteCodeDigest(site)).toBe(before);
    writeFileSync(join(site, 'src', 'index.astro'), '<h1>Koolers!</h1>');
    expect(siteCodeDigest(site)).not.toBe(before);
  });

  it('digests the shared contracts beside the site too: a changed message there is a changed site', () => {
    const repo = mkdtempSync(join(tmpdir(), 'repo-code-'));
    const site = join(repo, 'site');
    mkdirSync(join(site, 'src'), { recursive: true });
    mkdirSync(join(repo, 'contracts', 'src'), { recursive: true });
    writeFileSync(join(site, 'src', 'index.astro'), '<h1>Koolers</h1>');
    writeFileSync(join(repo, 'contracts', 'src', 'availability.ts'), "export const SOLD_OUT_TODAY = 'Sold out today';");
    const before = siteCodeDigest(site);
    writeFileSync(join(repo, 'contracts', 'src', 'availability.ts'), "export const SOLD_OUT_TODAY = 'Sold out for today';");
    expect(siteCodeDigest(site)).not.toBe(before);
  });
});

describe('the site code’s digest in a running web front', () => {
  it('is worked out once per folder: a publish does not read and hash every source file again', () => {
    const site = mkdtempSync(join(tmpdir(), 'site-code-'));
    mkdirSync(join(site, 'src'));
    writeFileSync(join(site, 'src', 'page.astro'), 'one');
    const first = siteCodeDigestOnce(site);
    writeFileSync(join(site, 'src', 'page.astro'), 'two');
    expect(siteCodeDigestOnce(site)).toBe(first);
    // What the next start computes sees the change (and rebuilds).
    expect(siteCodeDigest(site)).not.toBe(first);
  });
});
