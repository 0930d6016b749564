/**
 * The web front: serves the current static build, proxies `/api` to the commerce API and `/uploads`
 * to Strapi's media (so the browser sees one origin), and rebuilds the site when Strapi's webhook
 * says content changed (`POST /_site/rebuild` with the shared webhook secret).
 */
import { timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { extname, join } from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  DOCUMENT_ONLY_HEADERS,
  inlineScriptHashes,
  isHashedUpload,
  isSubresource,
  pagePolicies,
  type SecurityOptions,
} from './security-headers.ts';
import { buildPage, builtPath, currentBuild } from './site-builds.ts';
import { previewRoutes, type SitePreview } from './site-preview.ts';
import type { SiteRebuilder } from './site-rebuilder.ts';

export const REBUILD_PATH = '/_site/rebuild';

/**
 * Routes whose last segment is an id only the browser knows (an order id): one page, built once as
 * `<prefix>/order.html`, answers them all and reads the id from the address.
 */
const DYNAMIC_ROUTES: { pattern: RegExp; file: string }[] = [
  { pattern: /^\/payment\/[^/]+$/, file: 'payment/order.html' },
  { pattern: /^\/admin-dashboard\/orders\/[^/]+$/, file: 'admin-dashboard/orders/order.html' },
];

export type SiteServerOptions = {
  buildsDir: string;
  port: number;
  host?: string;
  apiUrl: string;
  cmsUrl: string;
  /** Enables the rebuild webhook; requests must carry `Authorization: Bearer <secret>`. */
  rebuild?: { rebuilder: SiteRebuilder; secret: string };
  /** Security headers: production (HSTS) or not, and where Razorpay Checkout comes from. */
  security?: SecurityOptions;
  /**
   * Enables the draft preview under /_preview for tokens signed with `secret` (site-preview.ts);
   * `adminUrl` is where editors open Strapi's admin (default `cmsUrl`), the one site that may frame it.
   */
  preview?: { preview: SitePreview; secret: string; adminUrl?: string };
};

type StrapiEvent = { event?: string; entry?: { publishedAt?: string | null } | null };

/** A draft saved in Strapi: the live site does not change, only the preview does. */
export const isDraftSave = (body: StrapiEvent) =>
  (body.event === 'entry.create' || body.event === 'entry.update') && !!body.entry && !body.entry.publishedAt;

export function createSiteApp(options: SiteServerOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', true);

  const security = options.security ?? { production: false };
  const baseHeaders = baseSecurityHeaders(security);
  const policies = pagePolicies(security);

  // The API sets its own headers (helmet).
  app.use(createProxyMiddleware({ target: options.apiUrl, pathFilter: '/api', xfwd: true, on: { error: proxyError('commerce API') } }));
  app.use(
    createProxyMiddleware({
      target: options.cmsUrl,
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
    }),
  );
  app.use((_request, response, next) => {
    response.set(baseHeaders);
    next();
  });
  /** A built page is sent with the policy that allows exactly its inline scripts. */
  const sendPage = (request: Request, response: Response, file: string) => {
    response.set('Content-Security-Policy', policies.forFile(file));
    sendBuilt(request, response, file, PAGE_FILE_OPTIONS);
  };

  if (options.rebuild) {
    const { rebuilder, secret } = options.rebuild;
    const authorised = bearerAuth(secret);
    app.post(REBUILD_PATH, authorised, express.json({ limit: '2mb' }), (request, response) => {
      const body = (request.body ?? {}) as StrapiEvent;
      const event = request.get('x-strapi-event') ?? body.event ?? 'manual';
      if (!isDraftSave(body)) rebuilder.request(`Strapi ${event}`);
      options.preview?.preview.contentChanged(`Strapi ${event}`);
      response.status(202).json(rebuilder.status());
    });
    app.get(REBUILD_PATH, authorised, (_request, response) => {
      response.json(rebuilder.status());
    });
  }

  // Before compression, which would hold back the preview's server-sent events.
  if (options.preview) {
    const framedBy = [new URL(options.preview.adminUrl ?? options.cmsUrl).origin];
    const previewPolicy = (html: string) => contentSecurityPolicy(security, inlineScriptHashes(html), framedBy);
    app.use(previewRoutes(options.preview.preview, options.preview.secret, previewPolicy));
  }
  app.use(compression());
  app.use((request, response, next) => {
    // `/faq/` and `/faq` are the same page: keep one address.
    if (request.path.length > 1 && request.path.endsWith('/')) {
      const query = request.url.slice(request.path.length);
      // One leading slash only: `//evil.example/` must not become a protocol-relative redirect.
      return response.redirect(301, `/${request.path.replace(/^\/+|\/+$/g, '')}${query}`);
    }
    next();
  });

  const fileHeaders = (response: Response, path: string) => {
    cacheHeaders(response, path);
    if (path.endsWith('.html')) response.setHeader('Content-Security-Policy', policies.forFile(path));
    else if (isSubresource(path)) for (const name of DOCUMENT_ONLY_HEADERS) response.removeHeader(name);
  };

  // The served folder is looked up again only after a rebuild, not on every request.
  let servedDir: string | null = null;
  let servedGeneration = -1;
  let serveStatic: RequestHandler = (_request, _response, next) => next();
  app.use((request, response, next) => {
    const generation = options.rebuild?.rebuilder.generation ?? 0;
    if (!servedDir || generation !== servedGeneration) {
      const dir = currentBuild(options.buildsDir);
      if (!dir) return response.status(503).type('text').send('The site is being built. Try again in a few seconds.');
      servedDir = dir;
      servedGeneration = generation;
      serveStatic = express.static(dir, { redirect: false, setHeaders: fileHeaders });
    }
    const dir = servedDir;
    const reading = request.method === 'GET' || request.method === 'HEAD';
    const page = reading ? buildPage(dir, request.path) : null;
    if (page) {
      response.setHeader('Cache-Control', 'no-cache');
      return sendPage(request, response, page);
    }
    // Other files go through express.static, unless the build made a Brotli copy the browser takes
    // (a copy lies beside its original, so one look for the copy is enough).
    const file = reading ? builtPath(dir, request.path) : null;
    const copy = file ? brotliCopy(request, file) : null;
    if (file && copy) {
      fileHeaders(response, file);
      return sendBrotli(response, file, copy);
    }
    serveStatic(request, response, next);
  });

  app.use((request, response) => {
    const dir = servedDir ?? '';
    const dynamic = DYNAMIC_ROUTES.find((route) => route.pattern.test(request.path));
    if (dynamic && existsSync(join(dir, dynamic.file)) && (request.method === 'GET' || request.method === 'HEAD')) {
      response.set('Cache-Control', 'no-cache');
      return sendPage(request, response, join(dir, dynamic.file));
    }
    response.status(404);
    if (existsSync(join(dir, '404.html'))) return sendPage(request, response, join(dir, '404.html'));
    response.type('text').send('Not found');
  });
  return app;
}

export function serveSite(options: SiteServerOptions): Promise<Server> {
  const app = createSiteApp(options);
  return new Promise((resolve, reject) => {
    const server = app.listen(options.port, options.host ?? '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(server)));
  });
}

/**
 * The Brotli copy the build wrote beside `file` (site/integrations/precompress.ts), when the browser
 * takes Brotli: smaller than what the compression middleware makes on the fly, at no cost per request.
 */
function brotliCopy(request: Request, file: string): string | null {
  const copy = `${file}.br`;
  return request.acceptsEncodings('br') && existsSync(copy) ? copy : null;
}

/**
 * A page is revalidated by its ETag, and nobody asks for part of one: without Last-Modified and
 * Accept-Ranges its headers are 70 bytes shorter, and the home page, headers and all, fits in the
 * first round trip of a new connection (14.6 KB; README, Compression).
 */
type SendFileOptions = Parameters<Response['sendFile']>[1];
const PAGE_FILE_OPTIONS: SendFileOptions = { lastModified: false, acceptRanges: false };

/** Sends a built file, as its Brotli copy if there is one the browser takes (else compressed on the fly). */
function sendBuilt(request: Request, response: Response, file: string, options: SendFileOptions = {}): void {
  const copy = brotliCopy(request, file);
  if (copy) sendBrotli(response, file, copy, options);
  else response.sendFile(file, options);
}

function sendBrotli(response: Response, file: string, copy: string, options: SendFileOptions = {}): void {
  // The type is the original's; the compression middleware leaves an encoded body alone.
  response.set({ 'Content-Encoding': 'br', Vary: 'Accept-Encoding' }).type(extname(file));
  response.sendFile(copy, options);
}

/** Hashed assets never change; pages are revalidated so a rebuild shows at once. */
function cacheHeaders(response: Response, path: string): void {
  response.setHeader('Cache-Control', /[/\\]_astro[/\\]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

function bearerAuth(secret: string): RequestHandler {
  const expected = Buffer.from(`Bearer ${secret}`);
  return (request: Request, response: Response, next: NextFunction) => {
    const given = Buffer.from(request.get('authorization') ?? '');
    if (secret && given.length === expected.length && timingSafeEqual(given, expected)) return next();
    response.status(401).json({ code: 'unauthorized', message: 'A valid webhook secret is required.' });
  };
}

function proxyError(what: string) {
  return (_error: Error, _request: unknown, response: unknown) => {
    const res = response as Response;
    if (typeof res.status !== 'function' || res.headersSent) return;
    res.status(502).json({ code: 'unavailable', message: `The ${what} is not reachable. Please try again shortly.` });
  };
}
