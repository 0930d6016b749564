/**
 * Strapi's webhook says content changed (`POST /_site/rebuild`): the live site is rebuilt, unless the
 * change is a draft, which only the preview shows. `GET` on the same path reports the builds.
 */
import express, { type Router } from 'express';
import type { SiteRebuilder } from '../builds/site-rebuilder.ts';
import type { SitePreview } from '../preview/site-preview.ts';
import { bearerAuth } from './bearer-auth.ts';

export const REBUILD_PATH = '/_site/rebuild';

type StrapiEvent = { event?: string; entry?: { publishedAt?: string | null } | null };

/** A draft saved in Strapi: the live site does not change, only the preview does. */
export const isDraftSave = (body: StrapiEvent) =>
  (body.event === 'entry.create' || body.event === 'entry.update') && !!body.entry && !body.entry.publishedAt;

export function rebuildWebhook(rebuilder: SiteRebuilder, secret: string, preview?: SitePreview): Router {
  const router = express.Router();
  const authorised = bearerAuth(secret);
  router.post(REBUILD_PATH, authorised, express.json({ limit: '2mb' }), (request, response) => {
    const body = (request.body ?? {}) as StrapiEvent;
    const event = request.get('x-strapi-event') ?? body.event ?? 'manual';
    if (!isDraftSave(body)) rebuilder.request(`Strapi ${event}`);
    preview?.contentChanged(`Strapi ${event}`);
    response.status(202).json(rebuilder.status());
  });
  router.get(REBUILD_PATH, authorised, (_request, response) => {
    response.json(rebuilder.status());
  });
  return router;
}
