import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { strapiLoader } from './strapi-loader.ts';

/** A minimal stand-in for Astro's loader context: a map store and an identity parser. */
function loaderContext() {
  const entries = new Map<string, unknown>();
  return {
    entries,
    context: {
      store: {
        clear: () => entries.clear(),
        set: ({ id, data }: { id: string; data: unknown }) => entries.set(id, data),
        keys: () => [...entries.keys()],
      },
      parseData: async ({ data }: { data: unknown }) => data,
      logger: { info: () => {} },
    },
  };
}

function strapiAnswering(pages: Record<string, unknown>): typeof fetch {
  return (async (input: string | URL | Request) => {
    const url = new URL(String(input));
    const body = pages[url.pathname + url.search];
    return body ? Response.json(body) : new Response('not found', { status: 404 });
  }) as typeof fetch;
}

describe('strapiLoader', () => {
  it('stores a single type as one entry named after its path', async () => {
    const { entries, context } = loaderContext();
    const loader = strapiLoader({
      url: 'http://cms',
      path: 'site-setting',
      kind: 'single',
      fetch: strapiAnswering({ '/api/site-setting': { data: { documentId: 'x1', phone: '+91 1' } } }),
    });
    await loader.load(context as never);
    expect(entries.get('site-setting')).toEqual({ documentId: 'x1', phone: '+91 1' });
  });

  it('reads every page of a collection', async () => {
    const { entries, context } = loaderContext();
    const page = (n: number, ids: string[]) => ({
      data: ids.map((documentId) => ({ documentId })),
      meta: { pagination: { page: n, pageCount: 2 } },
    });
    const loader = strapiLoader({
      url: 'http://cms',
      path: 'faqs',
      kind: 'collection',
      fetch: strapiAnswering({
        '/api/faqs?pagination%5Bpage%5D=1&pagination%5BpageSize%5D=100': page(1, ['a', 'b']),
        '/api/faqs?pagination%5Bpage%5D=2&pagination%5BpageSize%5D=100': page(2, ['c']),
      }),
    });
    await loader.load(context as never);
    expect([...entries.keys()]).toEqual(['a', 'b', 'c']);
  });

  it('stores the translations of a localized type beside its English, and none where Strapi has none', async () => {
    const { entries, context } = loaderContext();
    const single = strapiLoader({
      url: 'http://cms',
      path: 'site-setting',
      kind: 'single',
      translations: ['hi', 'mr'],
      fetch: strapiAnswering({
        '/api/site-setting': { data: { documentId: 'x1', locale: 'en', shopName: 'Koolers' } },
        '/api/site-setting?locale=hi': { data: { documentId: 'x1', locale: 'hi', shopName: 'कूलर्स' } },
      }),
    });
    await single.load(context as never);
    expect(Object.fromEntries(entries)).toEqual({
      'site-setting': { documentId: 'x1', locale: 'en', shopName: 'Koolers' },
      'hi/site-setting': { documentId: 'x1', locale: 'hi', shopName: 'कूलर्स' },
    });
  });

  it('reads no translation of a type that is not localized: Strapi answers its English in any language', async () => {
    const { entries, context } = loaderContext();
    const onePage = { data: [{ documentId: 'p1', name: 'Coconut Oil' }], meta: { pagination: { page: 1, pageCount: 1 } } };
    const loader = strapiLoader({
      url: 'http://cms',
      path: 'products',
      kind: 'collection',
      translations: ['hi'],
      fetch: strapiAnswering({
        '/api/products?pagination%5Bpage%5D=1&pagination%5BpageSize%5D=100': onePage,
        '/api/products?locale=hi&pagination%5Bpage%5D=1&pagination%5BpageSize%5D=100': onePage,
      }),
    });
    await loader.load(context as never);
    expect([...entries.keys()]).toEqual(['p1']);
  });

  it('keeps the last loaded entries, with a warning, when Strapi is down', async () => {
    const { entries, context } = loaderContext();
    const warnings: string[] = [];
    const offline = { ...context, logger: { ...context.logger, warn: (line: string) => warnings.push(line) } };
    entries.set('site-setting', { phone: 'from the last build' });
    const refused = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await strapiLoader({ url: 'http://cms', path: 'site-setting', kind: 'single', fetch: refused }).load(offline as never);
    expect(entries.get('site-setting')).toEqual({ phone: 'from the last build' });
    expect(warnings).toEqual([expect.stringContaining('Strapi is not reachable at http://cms')]);
  });

  it('fails the build when Strapi answers with an error', async () => {
    const { context } = loaderContext();
    const loader = strapiLoader({ url: 'http://cms', path: 'site-setting', kind: 'single', fetch: strapiAnswering({}) });
    await expect(loader.load(context as never)).rejects.toThrow('Strapi answered 404 for http://cms/api/site-setting');
  });

  it('reads drafts, and only then, with the preview secret (the draft preview build)', async () => {
    const { entries, context } = loaderContext();
    const seen: { url: string; secret: string | null }[] = [];
    const drafts = (async (input: string | URL | Request, init?: RequestInit) => {
      seen.push({ url: String(input), secret: new Headers(init?.headers).get('x-koolers-preview') });
      return Response.json({ data: { documentId: 't1', title: 'Draft terms' } });
    }) as typeof fetch;
    await strapiLoader({ url: 'http://cms', path: 'terms', kind: 'single', draftsSecret: 's3cret', fetch: drafts }).load(context as never);
    await strapiLoader({ url: 'http://cms', path: 'terms', kind: 'single', fetch: drafts }).load(context as never);
    expect(seen).toEqual([
      { url: 'http://cms/api/terms?status=draft', secret: 's3cret' },
      { url: 'http://cms/api/terms', secret: null },
    ]);
    expect(entries.get('terms')).toEqual({ documentId: 't1', title: 'Draft terms' });
  });

  it('stops at a document the site cannot use, with the error the caller words, and stores nothing of it', async () => {
    const { entries, context } = loaderContext();
    const loader = strapiLoader({
      url: 'http://cms',
      path: 'faqs',
      kind: 'collection',
      schema: z.object({ question: z.string() }),
      onInvalid: (document, issues) => new Error(`${document.documentId}: ${issues.map((issue) => issue.path.join('.')).join(', ')}`),
      fetch: strapiAnswering({
        '/api/faqs?pagination%5Bpage%5D=1&pagination%5BpageSize%5D=100': {
          data: [
            { documentId: 'f1', question: 'Why?' },
            { documentId: 'f2', question: null },
          ],
          meta: { pagination: { page: 1, pageCount: 1 } },
        },
      }),
    });
    await expect(loader.load(context as never)).rejects.toThrow('f2: question');
    expect(entries.has('f2')).toBe(false);
  });
});

describe('strapiLoader’s record of what it read', () => {
  it('notes each request’s URL and a digest of the answer, so a later look can tell whether content changed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'loader-record-'));
    const recordTo = join(dir, 'record.jsonl');
    const answer = { data: { documentId: 'x1', phone: '+91 1' } };
    const loader = strapiLoader({
      url: 'http://cms',
      path: 'site-setting',
      kind: 'single',
      recordTo,
      fetch: strapiAnswering({ '/api/site-setting': answer }),
    });
    await loader.load(loaderContext().context as never);
    const digest = createHash('sha256').update(JSON.stringify(answer)).digest('hex');
    expect(readFileSync(recordTo, 'utf8')).toBe(`${JSON.stringify({ url: 'http://cms/api/site-setting', sha256: digest })}\n`);
  });
});
