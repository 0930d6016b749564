import { describe, expect, it } from 'vitest';
import { publishedEntryQuery, untilPublishShows } from './published-in-strapi.ts';

const CMS = 'http://127.0.0.1:1337';
const publishedAt = '2026-11-30T07:29:04.082Z';

describe('the publish a Strapi webhook names', () => {
  it('is read where the build reads it: a collection by its document, a single type whole', () => {
    const kooler = publishedEntryQuery(CMS, {
      event: 'entry.publish',
      uid: 'api::kooler.kooler',
      entry: { documentId: 'k1', publishedAt },
    });
    expect(kooler?.url).toBe(`${CMS}/api/koolers?fields%5B0%5D=publishedAt&filters%5BdocumentId%5D%5B%24eq%5D=k1`);
    expect(kooler?.publishedAt).toBe(Date.parse(publishedAt));
    const footer = publishedEntryQuery(CMS, {
      event: 'entry.publish',
      uid: 'api::footer.footer',
      entry: { documentId: 'f1', publishedAt },
    });
    expect(footer?.url).toBe(`${CMS}/api/footer?fields%5B0%5D=publishedAt`);
  });

  it('is read in the locale it was published in: a Hindi translation’s publish shows in Hindi', () => {
    const hindi = publishedEntryQuery(CMS, {
      event: 'entry.publish',
      uid: 'api::kooler.kooler',
      entry: { documentId: 'k1', publishedAt, locale: 'hi' },
    });
    expect(hindi?.url).toBe(`${CMS}/api/koolers?fields%5B0%5D=publishedAt&filters%5BdocumentId%5D%5B%24eq%5D=k1&locale=hi`);
  });

  it('is nothing to wait for when the event names no published entry the site reads', () => {
    const unpublish = { event: 'entry.unpublish', uid: 'api::kooler.kooler', entry: { documentId: 'k1', publishedAt: null } };
    expect(publishedEntryQuery(CMS, unpublish)).toBeNull();
    expect(publishedEntryQuery(CMS, { event: 'media.create', entry: { documentId: 'm1', publishedAt } })).toBeNull();
    expect(publishedEntryQuery(CMS, { event: 'entry.publish', uid: 'admin::user', entry: { documentId: 'u1', publishedAt } })).toBeNull();
    expect(publishedEntryQuery(CMS, {})).toBeNull();
  });
});

describe('waiting until Strapi shows a publish', () => {
  const query = { url: `${CMS}/api/footer`, publishedAt: Date.parse(publishedAt) };
  const answering = (answers: (() => Response)[]) => {
    let asked = 0;
    const fetch = (async () => {
      const answer = answers[Math.min(asked, answers.length - 1)];
      asked += 1;
      if (!answer) throw new Error('no answer');
      return answer();
    }) as typeof globalThis.fetch;
    return { fetch, asked: () => asked };
  };
  const shows = (at: string) => () => Response.json({ data: { documentId: 'f1', publishedAt: at } });

  it('asks again until the answer carries the publish, through a refusal and an error', async () => {
    const strapi = answering([
      shows('2026-11-30T07:00:00.000Z'),
      () => new Response('busy', { status: 503 }),
      () => {
        throw new TypeError('fetch failed');
      },
      shows(publishedAt),
    ]);
    expect(await untilPublishShows(query, { fetch: strapi.fetch })).toBe(true);
    expect(strapi.asked()).toBe(4);
  });

  it('reads a collection’s answer too', async () => {
    const strapi = answering([() => Response.json({ data: [{ documentId: 'k1', publishedAt }] })]);
    expect(await untilPublishShows(query, { fetch: strapi.fetch })).toBe(true);
  });

  it('gives up after its time, so the build still runs (as it did after the fixed second)', async () => {
    const strapi = answering([shows('2026-11-30T07:00:00.000Z')]);
    expect(await untilPublishShows(query, { fetch: strapi.fetch, timeoutMs: 200 })).toBe(false);
    expect(strapi.asked()).toBeGreaterThan(1);
  });
});
