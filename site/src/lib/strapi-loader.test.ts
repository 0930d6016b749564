import { describe, expect, it } from 'vitest';
import { strapiLoader } from './strapi-loader.ts';

/** A minimal stand-in for Astro's loader context: a map store and an identity parser. */
function loaderContext() {
  const entries = new Map<string, unknown>();
  return {
    entries,
    context: {
      store: { clear: () => entries.clear(), set: ({ id, data }: { id: string; data: unknown }) => entries.set(id, data) },
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

  it('fails the build with a clear message when Strapi is down', async () => {
    const { context } = loaderContext();
    const refused = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const loader = strapiLoader({ url: 'http://cms', path: 'site-setting', kind: 'single', fetch: refused });
    await expect(loader.load(context as never)).rejects.toThrow('Strapi is not reachable at http://cms');
  });
});
