import { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';

/**
 * A media file asked for with its version (`?v=…`, the site adds it from the file's `updatedAt`:
 * site/src/build/cms-url.ts) never changes under that address, so it is sent as immutable: the site's
 * build then keeps each resized copy without asking again. Without a version the address may show
 * another file tomorrow (a picture replaced in the media library keeps its URL).
 */
export const VERSIONED_MEDIA_CACHE = 'public, max-age=31536000, immutable';

/**
 * Media files answer a conditional request (`If-Modified-Since`) with 304 when unchanged. Strapi's
 * upload route (koa-static) sends `Last-Modified` but always answers 200. The site's build revalidates
 * every picture it resized before (a picture replaced in the media library keeps its URL, and only
 * its date changes), so without this every build would download and resize every picture again.
 *
 * Koa's `ctx.fresh` is not used: it answers 200 to any request with `Cache-Control: no-cache`, which
 * fetch() adds to every conditional request.
 */
const uploadsRevalidation: Core.MiddlewareFactory = () => {
  return async (ctx, next) => {
    await next();
    if (!ctx.path.startsWith('/uploads/') || ctx.status !== 200 || !['GET', 'HEAD'].includes(ctx.method)) return;
    if (ctx.query.v) ctx.set('Cache-Control', VERSIONED_MEDIA_CACHE);
    // No ETag is sent, so a request that names one never matches (and If-None-Match outranks the date).
    if (ctx.get('if-none-match')) return;
    const since = Date.parse(ctx.get('if-modified-since'));
    const modified = Date.parse(ctx.response.get('last-modified'));
    if (!(modified <= since)) return;
    if (ctx.body instanceof Readable) ctx.body.destroy();
    ctx.status = 304;
  };
};

export default uploadsRevalidation;
