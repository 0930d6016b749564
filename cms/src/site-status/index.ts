import { type RebuilderStatus, rebuilderStatusSchema } from '@koolers/contracts/site-build';
import type { Core, UID } from '@strapi/strapi';
import { isSiteRebuildUrl, parseWebhookUrls, webhookSecret } from '../webhooks';
import { entryStatus, siteStatus } from './site-status';

/** The site server's rebuild webhook (`…/_site/rebuild`) among CMS_WEBHOOK_URLS: a GET there reports its builds. */
export function siteRebuildUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return parseWebhookUrls(env.CMS_WEBHOOK_URLS ?? '').find(isSiteRebuildUrl);
}

/** The site server's record of its builds; null when it cannot be reached or answers something else. */
async function fetchRebuilderStatus(strapi: Core.Strapi): Promise<RebuilderStatus | null> {
  const url = siteRebuildUrl();
  if (!url) return null;
  try {
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${webhookSecret(url) ?? ''}` },
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return null;
    const parsed = rebuilderStatusSchema.safeParse(await response.json());
    if (!parsed.success) strapi.log.warn(`[site status] the site server's answer is not a build record: ${parsed.error.message}`);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * `GET /koolers/site-status` (signed-in admins): the site's state, for the homepage widget; with
 * `?uid=&documentId=` (documentId may be left out for a single type), that entry's last publish.
 */
export function registerSiteStatusRoute(strapi: Core.Strapi): void {
  strapi.server.routes({
    type: 'admin',
    prefix: '/koolers',
    routes: [
      {
        method: 'GET',
        path: '/site-status',
        info: { pluginName: 'admin', type: 'admin' },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
        handler: async (ctx: { query: Record<string, unknown>; body: unknown }) => {
          const status = await fetchRebuilderStatus(strapi);
          const uid = typeof ctx.query.uid === 'string' ? ctx.query.uid : undefined;
          if (!uid?.startsWith('api::') || !strapi.contentTypes[uid as UID.ContentType]) {
            ctx.body = { data: siteStatus(status) };
            return;
          }
          const documentId = typeof ctx.query.documentId === 'string' && ctx.query.documentId ? ctx.query.documentId : undefined;
          const where = documentId ? { documentId } : {};
          const rows: { publishedAt: string | null; updatedAt: string }[] = await strapi.db
            .query(uid as UID.ContentType)
            .findMany({ where, select: ['publishedAt', 'updatedAt'] });
          const published = rows.find((row) => row.publishedAt);
          const draft = rows.find((row) => !row.publishedAt);
          const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null);
          const publishedAt = iso(published?.publishedAt);
          const hasNewerDraft = !!(publishedAt && draft && (iso(draft.updatedAt) ?? '') > (iso(published?.updatedAt) ?? ''));
          ctx.body = { data: entryStatus(status, publishedAt, hasNewerDraft) };
        },
      },
    ],
  } as never);
}
