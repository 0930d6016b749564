import { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';

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
