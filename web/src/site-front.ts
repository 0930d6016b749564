/**
 * The site front as `npm start` and the production web front both run it: the live site's rebuilder
 * (with the mail to the shop when a build fails), the draft preview, and the HTTP server over them.
 *
 * Two ways to start: `before-serving` builds first and listens after (npm start: content may have
 * changed while the shop was stopped, and a developer waits anyway); `serve-last-build` listens at
 * once with the last good build and rebuilds in the background only if Strapi's content (or the
 * site's code) changed since that build (production: a restart serves within seconds).
 */
import type { Server } from 'node:http';
import type { RequestHandler } from 'express';
import type { AstroBuildWorker } from './builds/astro-build-worker.ts';
import type { BuildBudgetOptions } from './builds/build-budget.ts';
import { buildSite, siteDir } from './builds/build-site.ts';
import { siteCodeDigestOnce, whyStale } from './builds/content-record.ts';
import { alertShopOnFailedBuild } from './builds/site-build-alerts.ts';
import { currentBuild } from './builds/site-builds.ts';
import { SiteRebuilder } from './builds/site-rebuilder.ts';
import { SitePreview } from './preview/site-preview.ts';
import type { SecurityOptions } from './server/security-headers.ts';
import { serveSite } from './server/site-app.ts';
import { waitUntilAnswering } from './wait-for.ts';

export type SiteFrontOptions = {
  cmsUrl: string;
  apiUrl: string;
  /** The shop's public address. */
  siteUrl: string;
  /** The live builds (`current` points at the one served); the preview's go beside it, in `<buildsDir>-preview`. */
  buildsDir: string;
  port: number;
  host?: string;
  /** Strapi's rebuild webhook carries it. */
  rebuildSecret: string;
  /** Sent to the API with a failed build (it emails the shop). */
  alertSecret: string;
  /** Turns the draft preview on. */
  previewSecret?: string;
  /** Strapi admin's public address: links in the failed-build mail, and the one site that may frame the preview. */
  adminUrl?: string;
  security: SecurityOptions;
  /** Offline mode: the Razorpay sandbox (served under /_razorpay-sandbox), and the banner on every page. */
  offline?: { sandboxUrl: string };
  /**
   * Builds the live site in this long-lived process instead of a new `astro build` each time (a
   * publish goes live in about 3 s of build instead of 5.6 s). Its own process, never the preview's:
   * Astro keeps state from one build to the next, and drafts must never reach a live build.
   */
  liveWorker?: AstroBuildWorker;
  /** Builds the preview in this long-lived process instead of a new `astro build` each time. */
  previewWorker?: AstroBuildWorker;
  start: 'before-serving' | 'serve-last-build';
  /** How often live builds may start, however many webhooks arrive (builds/build-budget.ts). */
  rebuildBudget?: BuildBudgetOptions;
  log: (line: string) => void;
  /** The site build's own output, line by line (default: as it comes, on this process's output). */
  buildLog?: (line: string) => void;
  requestLog?: RequestHandler;
};

export type SiteFront = { server: Server; rebuilder: SiteRebuilder };

export async function startSiteFront(options: SiteFrontOptions): Promise<SiteFront> {
  const { cmsUrl, siteUrl, log } = options;
  // API_URL: the pages show the published reviews, which the commerce API owns (site/src/build/reviews.ts).
  const env: Record<string, string> = { API_URL: options.apiUrl, ...(options.offline ? { SITE_OFFLINE_BANNER: 'true' } : {}) };
  const rebuilder = new SiteRebuilder({
    buildsDir: options.buildsDir,
    build: (outDir) => buildSite({ cmsUrl, siteUrl, outDir, env, worker: options.liveWorker, log: options.buildLog }),
    log,
    ...(options.rebuildBudget ? { budget: options.rebuildBudget } : {}),
    onBuilt: alertShopOnFailedBuild({ apiUrl: options.apiUrl, secret: options.alertSecret, adminUrl: options.adminUrl, log }),
  });
  const previewSecret = options.previewSecret;
  // Built only while someone previews drafts from Strapi (preview/site-preview.ts).
  const preview = previewSecret
    ? new SitePreview({
        buildsDir: `${options.buildsDir}-preview`,
        rebuilder: new SiteRebuilder({
          buildsDir: `${options.buildsDir}-preview`,
          build: (outDir) =>
            buildSite({
              cmsUrl,
              siteUrl,
              outDir,
              drafts: { secret: previewSecret },
              worker: options.previewWorker,
              env,
              log: options.buildLog,
            }),
          log: (line) => log(`preview: ${line}`),
        }),
      })
    : undefined;
  const serve = () =>
    serveSite({
      buildsDir: options.buildsDir,
      port: options.port,
      host: options.host,
      apiUrl: options.apiUrl,
      cmsUrl,
      rebuild: { rebuilder, secret: options.rebuildSecret },
      security: options.security,
      ...(preview && previewSecret ? { preview: { preview, secret: previewSecret, adminUrl: options.adminUrl } } : {}),
      ...(options.offline ? { paymentsSandboxUrl: options.offline.sandboxUrl } : {}),
      ...(options.requestLog ? { requestLog: options.requestLog } : {}),
    });

  if (options.start === 'before-serving') {
    // Content may have changed since the last build (and Strapi's webhooks reach no one while the
    // site server is down), so every start builds the site once; Strapi's webhook then triggers the rebuilds.
    rebuilder.request('start');
    await rebuilder.idle();
    const first = rebuilder.status().last;
    if (!first?.ok) throw new Error(`the site build failed: ${first?.error}`);
    return { server: await serve(), rebuilder };
  }

  const server = await serve();
  void rebuildIfStale(options, rebuilder);
  return { server, rebuilder };
}

/** In the background: waits for Strapi, then rebuilds unless the build being served still shows what Strapi has. */
async function rebuildIfStale(options: SiteFrontOptions, rebuilder: SiteRebuilder): Promise<void> {
  const served = currentBuild(options.buildsDir);
  if (!served) {
    options.log('no build yet: building the site, the shop answers 503 until it is ready');
  } else {
    options.log(`serving the last build (${served}); checking whether Strapi's content changed since`);
  }
  try {
    await waitUntilAnswering(`${options.cmsUrl}/_health`, 600_000);
  } catch (error) {
    options.log(`Strapi did not answer: ${error instanceof Error ? error.message : String(error)}; building anyway`);
  }
  const why = served ? await whyStale(served, siteCodeDigestOnce(siteDir)) : 'no build yet';
  if (why) rebuilder.request(`start: ${why}`);
  else options.log('the last build still shows Strapi’s content: no rebuild needed');
}
