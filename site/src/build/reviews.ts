/**
 * The published reviews of the shop's items, read from the commerce API once per build (it owns
 * them: reviews are people's words, not editors' content). The read is noted with Strapi's reads in
 * the build's record (web/src/builds/content-record.ts), so a web front that restarts rebuilds when
 * reviews changed meanwhile. A publish or hide at the desk asks the web front to rebuild, as an
 * editor's publish in Strapi does.
 *
 * An API that does not answer leaves the pages without reviews rather than failing the build: the
 * catalogue must still go live; the record notes the read unreachable, so the next start rebuilds.
 */
import { createHash } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import type { ItemReviews, PublishedReviews } from '@koolers/contracts/reviews';

/**
 * One read per build. The web front's build worker keeps this process between builds, so the read is
 * kept per build (each notes its reads in a file of its own), and the environment read at each build.
 */
const loads = new Map<string, Promise<PublishedReviews>>();

async function load(): Promise<PublishedReviews> {
  // The draft preview shows editors' drafts, not customers' reviews.
  if (process.env.CMS_DRAFTS_SECRET) return { items: {} };
  const recordTo = process.env.SITE_CONTENT_RECORD || undefined;
  const url = `${(process.env.API_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '')}/api/reviews/published`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`the API answered ${response.status}`);
    const text = await response.text();
    if (recordTo) appendFileSync(recordTo, `${JSON.stringify({ url, sha256: createHash('sha256').update(text).digest('hex') })}\n`);
    return JSON.parse(text) as PublishedReviews;
  } catch (error) {
    if (recordTo) appendFileSync(recordTo, `${JSON.stringify({ url, unreachable: true })}\n`);
    console.warn(`Reviews are left out of this build: ${url} did not answer (${String(error)}).`);
    return { items: {} };
  }
}

/** The published reviews of one item (`kooler:mango`), or undefined when it has none. */
export async function reviewsOf(ref: string): Promise<ItemReviews | undefined> {
  // Outside the web front's builds (`astro dev` renders each page when asked), a read lasts 10 s.
  const build = process.env.SITE_CONTENT_RECORD || process.env.SITE_OUT_DIR || `dev ${Math.floor(Date.now() / 10_000)}`;
  let loading = loads.get(build);
  if (!loading) {
    loading = load();
    loads.set(build, loading);
  }
  const item = (await loading).items[ref];
  return item && item.count > 0 ? item : undefined;
}
