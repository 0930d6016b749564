/**
 * Strapi's webhook says content changed (`POST /_site/rebuild`): the live site is rebuilt, unless the
 * change is a draft, which only the preview shows. `GET` on the same path reports the builds.
 */
import express, { type Router } from 'express';
import { publishedEntryQuery, type StrapiEntryEvent, untilPublishShows } from '../builds/published-in-strapi.ts';
import type { SiteRebuilder } from '../builds/site-rebuilder.ts';
import type { SitePreview } from '../preview/site-preview.ts';
import { bearerAuth } from './bearer-auth.ts';

export const REBUILD_PATH = '/_site/rebuild';

/** A draft saved in Strapi: the live site does not change, only the preview does. */
export const isDraftSave = (body: StrapiEntryEvent) =>
  (body.event === 'entry.create' || body.event === 'entry.update') && !!body.entry && !body.entry.publishedAt;

/**
 * `cmsUrl`: where the web front reads Strapi, to start the build as soon as Strapi shows a publish
 * (published-in-strapi.ts).
 */
export function rebuildWebhook(rebuilder: SiteRebuilder, secret: string, cmsUrl: string, preview?: SitePreview): Router {
  const router = express.Router();
  const authorised = bearerAuth(secret);
  router.post(REBUILD_PATH, authorised, express.json({ limit: '2mb' }), (request, response) => {
    const body = (request.body ?? {}) as StrapiEntryEvent;
    const event = request.get('x-strapi-event') ?? body.event ?? 'manual';
    if (!isDraftSave(body)) {
      const published = publishedEntryQuery(cmsUrl, body);
      rebuilder.request(`Strapi ${event}`, published ? untilPublishShows(published) : undefined);
    }
    preview?.contentChanged(`Strapi ${event}`);
    response.status(202).json(rebuilder.status());
  });
  router.get(REBUILD_PATH, authorised, (_request, response) => {
    response.json(rebuilder.status());
  });
  return router;
}
