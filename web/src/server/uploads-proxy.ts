/** `/uploads` goes to Strapi's media library: pictures come from the shop's own origin. */
import { createProxyMiddleware } from 'http-proxy-middleware';
import { proxyError } from './proxy-error.ts';

/** Strapi names every upload `<name>_<10 hex>.<ext>`: a changed picture gets a new name. */
export function isHashedUpload(path: string): boolean {
  return /_[0-9a-f]{10}\.[a-z0-9]+$/i.test(path);
}

export function uploadsProxy(cmsUrl: string) {
  return createProxyMiddleware({
    target: cmsUrl,
    pathFilter: '/uploads',
    on: {
      error: proxyError('media library'),
      proxyRes: (proxyResponse, request) => {
        proxyResponse.headers['x-content-type-options'] = 'nosniff';
        // Strapi answers max-age=0, but a changed picture gets a new name: keep each one a year.
        if (proxyResponse.statusCode === 200 && isHashedUpload(new URL(request.url ?? '/', 'http://site').pathname)) {
          proxyResponse.headers['cache-control'] = 'public, max-age=31536000, immutable';
        }
      },
    },
  });
}
