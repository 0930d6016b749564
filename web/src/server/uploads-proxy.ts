/**
 * `/uploads` goes to Strapi's media library: pictures come from the shop's own origin. Whatever an
 * editor uploaded is served so that it can never act as a page of the shop: each answer carries a
 * policy that sandboxes it (no script, no form, no same-origin access, even opened on its own), and
 * anything but a raster picture is a download, never displayed.
 */
import type { IncomingMessage } from 'node:http';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { proxyError } from './proxy-error.ts';

/**
 * An upload asked for with its version (`?v=…`: the site adds it from the file's date). Strapi keeps
 * a file's name when an editor replaces it in the media library, so only the version says which file
 * an address shows.
 */
export function isVersionedUpload(url: URL): boolean {
  return url.searchParams.has('v');
}

/** Pictures a browser draws and never runs (SVG can carry scripts: it is not one of them). */
const RASTER_PICTURE = /^image\/(avif|gif|jpeg|png|webp)$/i;
export const UPLOAD_POLICY = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";

export function isRasterPicture(contentType: string | undefined): boolean {
  return RASTER_PICTURE.test((contentType ?? '').split(';')[0]?.trim() ?? '');
}

/** The headers an upload is served with, whatever Strapi said. */
export function protectUpload(proxyResponse: IncomingMessage, url: URL): void {
  const headers = proxyResponse.headers;
  headers['x-content-type-options'] = 'nosniff';
  headers['content-security-policy'] = UPLOAD_POLICY;
  if (!isRasterPicture(headers['content-type'])) headers['content-disposition'] = 'attachment';
  // A versioned address never shows another file: keep it a year. Any other is asked again each time.
  if (proxyResponse.statusCode === 200)
    headers['cache-control'] = isVersionedUpload(url) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export function uploadsProxy(cmsUrl: string) {
  return createProxyMiddleware({
    target: cmsUrl,
    pathFilter: '/uploads',
    on: {
      error: proxyError('media library'),
      proxyRes: (proxyResponse, request) => protectUpload(proxyResponse, new URL(request.url ?? '/', 'http://site')),
    },
  });
}
