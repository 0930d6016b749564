import { createHash, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';

/** The header the site's preview build sends, with SITE_PREVIEW_SECRET, to read drafts. */
export const PREVIEW_HEADER = 'x-koolers-preview';

/** The Document Service reads that a `?status=draft` reaches through the REST API. */
const READS = new Set(['findMany', 'findFirst', 'findOne', 'count']);

type RequestContext = {
  path: string;
  get(header: string): string;
  state: { auth?: { credentials?: unknown } | undefined };
};

/**
 * Strapi 5's REST API returns drafts to anyone who may `find` a type when the request carries
 * `?status=draft`. Only a request that really authenticated (an API token or a user's JWT: Strapi
 * put its credentials in `ctx.state.auth`) or that carries the preview secret (the site's draft
 * preview build, see src/preview/) may read them; every other REST read is turned into a read of
 * the published version. The check sits on the Document Service, which runs after Strapi's
 * authentication: a header that merely looks like one (`Authorization: x`, `Bearer a b`) leaves
 * the request public, and so published-only.
 */
export function registerPublishedOnly(strapi: Core.Strapi): void {
  const prefix = strapi.config.get<string>('api.rest.prefix', '/api');
  const previewSecret = process.env.SITE_PREVIEW_SECRET ?? '';

  strapi.documents.use(async (context, next) => {
    const ctx = strapi.requestContext.get() as RequestContext | undefined;
    const params = context.params as { status?: string } | undefined;
    if (
      ctx &&
      READS.has(context.action) &&
      params?.status !== 'published' &&
      (ctx.path === prefix || ctx.path.startsWith(`${prefix}/`)) &&
      !ctx.state.auth?.credentials &&
      !sameSecret(ctx.get(PREVIEW_HEADER), previewSecret)
    ) {
      context.params = { ...params, status: 'published' } as typeof context.params;
    }
    return next();
  });
}

/** Constant-time comparison; an unset secret never matches. */
function sameSecret(given: string, expected: string): boolean {
  if (!expected) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
