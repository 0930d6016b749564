/**
 * The web front's HTTP app: serves the current static build, proxies `/api` to the commerce API and
 * `/uploads` to Strapi's media (so the browser sees one origin), rebuilds the site when Strapi's
 * webhook says content changed (`POST /_site/rebuild` with the shared webhook secret), and serves the
 * editors' draft preview. Each concern is its own module; this file only orders them.
 */
import type { Server } from 'node:http';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import type { SiteRebuilder } from '../builds/site-rebuilder.ts';
import { previewRoutes, type SitePreview } from '../preview/site-preview.ts';
import { apiProxy } from './api-proxy.ts';
import { fileHeaders, pageSender } from './built-files.ts';
import { fallbackRoutes } from './fallback-routes.ts';
import { oneAddressPerPage } from './one-address.ts';
import { rebuildWebhook } from './rebuild-webhook.ts';
import { sandboxProxy } from './sandbox-proxy.ts';
import { baseSecurityHeaders, contentSecurityPolicy, inlineScriptHashes, pagePolicies, type SecurityOptions } from './security-headers.ts';
import { ServedBuild } from './served-build.ts';
import { staticSite } from './static-site.ts';
import { uploadsProxy } from './uploads-proxy.ts';

export { isDraftSave, REBUILD_PATH } from './rebuild-webhook.ts';

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
  /** Offline mode: the Razorpay sandbox, whose Checkout is served under /_razorpay-sandbox. */
  paymentsSandboxUrl?: string;
  /** Logs every request (production: JSON lines). */
  requestLog?: RequestHandler;
};

export function createSiteApp(options: SiteServerOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', true);

  const security = options.security ?? { production: false };
  const baseHeaders = baseSecurityHeaders(security);
  const policies = pagePolicies(security);
  const sendPage = pageSender(policies);
  const served = new ServedBuild(options.buildsDir, options.rebuild?.rebuilder);

  // A request's id goes to the log and to the API (which sends it back), not onto every page: the home
  // page's headers are counted to the byte (README, Compression).
  if (options.requestLog) app.use(options.requestLog);
  app.use(apiProxy({ apiUrl: options.apiUrl }));
  app.use(uploadsProxy(options.cmsUrl));
  if (options.paymentsSandboxUrl) app.use(sandboxProxy(options.paymentsSandboxUrl));
  app.use((_request, response, next) => {
    response.set(baseHeaders);
    next();
  });
  if (options.rebuild) app.use(rebuildWebhook(options.rebuild.rebuilder, options.rebuild.secret, options.cmsUrl, options.preview?.preview));
  // Before compression, which would hold back the preview's server-sent events.
  if (options.preview) {
    const framedBy = [new URL(options.preview.adminUrl ?? options.cmsUrl).origin];
    const previewPolicy = (html: string) => contentSecurityPolicy(security, inlineScriptHashes(html), framedBy);
    app.use(previewRoutes(options.preview.preview, options.preview.secret, previewPolicy));
  }
  app.use(compression());
  app.use(oneAddressPerPage);
  app.use(staticSite(served, sendPage, fileHeaders(policies)));
  app.use(fallbackRoutes(served, sendPage));
  return app;
}

export function serveSite(options: SiteServerOptions): Promise<Server> {
  const app = createSiteApp(options);
  return new Promise((resolve, reject) => {
    const server = app.listen(options.port, options.host ?? '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(server)));
    // Idle connections stay open longer than a proxy in front keeps them (nginx: 60 s), so the
    // proxy never sends a request on a connection this server is closing.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  });
}
