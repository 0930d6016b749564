/**
 * Strapi sends `entry.publish` a moment before other readers see the publish: a build started 100 ms
 * after the webhook read the old price (the editors' journey, 2 runs in 3). Waiting a fixed second
 * covered it, and was a fifth of the time from Publish to the live page. Instead, the web front asks
 * Strapi's REST API, as the build will, until the published entry the webhook names shows there.
 */
import { CONTENT_MODEL } from '@koolers/contracts/content-model';

/** The part of Strapi's webhook body this reads. */
export type StrapiEntryEvent = {
  event?: string;
  uid?: string;
  entry?: { documentId?: string; publishedAt?: string | null; locale?: string | null } | null;
};

/** Never wait longer than the fixed second this replaces. */
export const SHOWN_TIMEOUT_MS = 1_000;
const POLL_MS = 50;

/**
 * Where the published entry the event names can be read as the build reads it, with the publish time
 * it must show; null when the event names no published entry of a type the site reads (a deletion,
 * an unpublish, a media upload): the rebuilder then waits its fixed second.
 */
export function publishedEntryQuery(cmsUrl: string, body: StrapiEntryEvent): { url: string; publishedAt: number } | null {
  const publishedAt = Date.parse(body.entry?.publishedAt ?? '');
  const documentId = body.entry?.documentId;
  const [path, type] = Object.entries(CONTENT_MODEL.types).find(([, candidate]) => candidate.uid === body.uid) ?? [];
  if (!path || !type || !documentId || Number.isNaN(publishedAt)) return null;
  const query = new URLSearchParams({ 'fields[0]': 'publishedAt' });
  if (!type.single) query.set('filters[documentId][$eq]', documentId);
  // A translation's publish shows in its own locale (issue 35): asked without it, Strapi answers the
  // English entry, whose older publish time would hold the build for the whole timeout.
  if (body.entry?.locale) query.set('locale', body.entry.locale);
  return { url: `${cmsUrl}/api/${path}?${query}`, publishedAt };
}

/**
 * Resolves once Strapi answers the published entry with at least the webhook's publish time, or after
 * SHOWN_TIMEOUT_MS; true when it was seen. Never rejects: an answer it cannot read counts as not yet.
 */
export async function untilPublishShows(
  query: { url: string; publishedAt: number },
  options: { timeoutMs?: number; fetch?: typeof fetch } = {},
): Promise<boolean> {
  const get = options.fetch ?? fetch;
  const deadline = Date.now() + (options.timeoutMs ?? SHOWN_TIMEOUT_MS);
  for (;;) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return false;
    try {
      const response = await get(query.url, { signal: AbortSignal.timeout(remaining) });
      if (response.ok && shownPublishTime((await response.json()) as unknown) >= query.publishedAt) return true;
    } catch {
      // Strapi busy or restarting: ask again until the deadline.
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_MS, Math.max(0, deadline - Date.now()))));
  }
}

/** `{ data: { publishedAt } }` for a single type, `{ data: [{ publishedAt }] }` for a collection. */
function shownPublishTime(body: unknown): number {
  const data = (body as { data?: unknown } | null)?.data;
  const entry = Array.isArray(data) ? data[0] : data;
  const publishedAt = (entry as { publishedAt?: unknown } | undefined)?.publishedAt;
  return typeof publishedAt === 'string' ? Date.parse(publishedAt) : Number.NEGATIVE_INFINITY;
}
