import { createHash, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';

/** The header the site's preview build sends, with SITE_PREVIEW_SECRET, to read drafts. */
export const PREVIEW_HEADER = 'x-koolers-preview';

/**
 * Strapi 5's REST API returns drafts to anyone who may `find` a type when the request carries
 * `?status=draft`. Anonymous (public role) requests must only ever see published content, so the
 * parameter is dropped for requests to the content API that carry no Authorization header, unless
 * they carry the preview secret (the site's draft preview build, see src/preview/). Requests with
 * an API token or a user JWT keep it.
 */
const publishedOnly: Core.MiddlewareFactory = (_config, { strapi }) => {
  const prefix = strapi.config.get<string>('api.rest.prefix', '/api');
  const previewSecret = process.env.SITE_PREVIEW_SECRET ?? '';

  return async (ctx, next) => {
    if (
      (ctx.path === prefix || ctx.path.startsWith(`${prefix}/`)) &&
      !ctx.get('authorization') &&
      ctx.query.status !== undefined &&
      !sameSecret(ctx.get(PREVIEW_HEADER), previewSecret)
    ) {
      const { status: _dropped, ...query } = ctx.query;
      ctx.query = query;
    }
    await next();
  };
};

/** Constant-time comparison; an unset secret never matches. */
function sameSecret(given: string, expected: string): boolean {
  if (!expected) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export default publishedOnly;
