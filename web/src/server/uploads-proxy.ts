/**
 * `/uploads` goes to Strapi's media library: pictures come from the shop's own origin. Whatever an
 * editor uploaded is served so that it can never act as a page of the shop: each answer carries a
 * policy that sandboxes it (no script, no form, no same-origin access, even opened on its own), and
 * anything but a raster picture is a download, never displayed.
 */
import type { IncomingMessage } from 'node:http';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { proxyError } from './proxy-error.ts';

/** Strapi names every upload `<name>_<10 hex>.<ext>`: a changed picture gets a new name. */
export function isHashedUpload(path: string): boolean {
  return /_[0-9a-f]{10}\.[a-z0-9]+$/i.test(path);
}

/** Pictures a browser draws and never runs (SVG can carry scripts: it is not one of them). */
const RASTER_PICTURE = /^image\/(avif|gif|jpeg|png|webp)$/i;
export const UPLOAD_POLICY = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";

export function isRasterPicture(contentType: string | undefined): boolean {
  return RASTER_PICTURE.test((contentType ?? '').split(';')[0]?.trim() ?? '');
}

/** The headers an upload is served with, whatever Strapi said. */
export function protectUpload(proxyResponse: IncomingMessage, path: string): void {
  const headers = proxyResponse.headers;
  headers['x-content-type-options'] = 'nosniff';
  headers['content-security-policy'] = UPLOAD_POLICY;
  if (!isRasterPicture(headers['content-type'])) headers['content-disposition'] = 'attachment';
  // Strapi answers max-age=0, but a changed picture gets a new name: keep each one a year.
  if (proxyResponse.statusCode === 200 && isHashedUpload(path)) headers['cache-control'] = 'public, max-age=31536000, immutable';
}

export function uploadsProxy(cmsUrl: string) {
  return createProxyMiddleware({
    target: cmsUrl,
    pathFilter: '/uploads',
    on: {
      error: proxyError('media library'),
      proxyRes: (proxyResponse, request) => protectUpload(proxyResponse, new URL(request.url ?? '/', 'http://site').pathname),
    },
  });
}
