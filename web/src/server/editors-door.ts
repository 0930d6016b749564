/**
 * The editors' door: a port of its own (EDITORS_PORT) on which every request goes to Strapi, so
 * editors reach its admin panel while Strapi itself publishes no port. It is a separate origin from
 * the shop's on purpose: the admin panel's scripts and session never share an origin with the shop's
 * customers and staff. In front of it: a second hostname on the TLS proxy (with an allow-list) or an
 * SSH tunnel (docs/production.md). Through it Strapi offers only what editors use:
 * - never its public content API (`/api/…`: only the web front's builds and the commerce API read it);
 * - never open registration of the first admin (`/admin/register-admin`): the first admin is created
 *   by a command at deploy time (cms/scripts/create-editor.mts);
 * - uploads with the same protection as on the shop (uploads-proxy.ts).
 */
import type { Server } from 'node:http';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { proxyError } from './proxy-error.ts';
import { requestIds } from './request-id.ts';
import { protectUpload } from './uploads-proxy.ts';

export function createEditorsDoor(cmsUrl: string, options: { log?: express.RequestHandler } = {}): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(requestIds);
  if (options.log) app.use(options.log);
  app.use('/api', (_request, response) => {
    response.status(404).json({ code: 'not_here', message: 'Strapi’s content API is not served to editors.' });
  });
  app.post('/admin/register-admin', (_request, response) => {
    response.status(403).json({
      code: 'registration_closed',
      message: 'The first Strapi admin is created at deploy time (npm run stack:editor); others are invited from Settings › Users.',
    });
  });
  app.use(
    createProxyMiddleware({
      target: cmsUrl,
      xfwd: true,
      on: {
        error: proxyError('content editor'),
        proxyRes: (proxyResponse, request) => {
          const url = new URL(request.url ?? '/', 'http://door');
          if (url.pathname.startsWith('/uploads/')) protectUpload(proxyResponse, url);
        },
      },
    }),
  );
  return app;
}

export function openEditorsDoor(cmsUrl: string, port: number, host: string, log?: express.RequestHandler): Promise<Server> {
  const app = createEditorsDoor(cmsUrl, { log });
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (error?: Error) => (error ? reject(error) : resolve(server)));
  });
}
