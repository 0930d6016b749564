/**
 * The site front as `npm start` and the production web front both run it: the live site's rebuilder
 * (with the mail to the shop when a build fails), the draft preview, and the HTTP server over them.
 * The first build runs before the server listens.
 */
import type { Server } from 'node:http';
import type { AstroBuildWorker } from './builds/astro-build-worker.ts';
import { buildSite } from './builds/build-site.ts';
import { alertShopOnFailedBuild } from './builds/site-build-alerts.ts';
import { SiteRebuilder } from './builds/site-rebuilder.ts';
import { SitePreview } from './preview/site-preview.ts';
import type { SecurityOptions } from './server/security-headers.ts';
import { serveSite } from './server/site-app.ts';

export type SiteFrontOptions = {
  cmsUrl: string;
  apiUrl: string;
  /** The shop's public address. */
  siteUrl: string;
  /** The live builds (`current` points at the one served); the preview's go beside it, in `<buildsDir>-preview`. */
  buildsDir: string;
  port: number;
  host?: string;
  webhookSecret: string;
  /** Turns the draft preview on. */
  previewSecret?: string;
  /** Strapi admin's public address: links in the failed-build mail, and the one site that may frame the preview. */
  adminUrl?: string;
  security: SecurityOptions;
  /** Builds the preview in this long-lived process instead of a new `astro build` each time. */
  previewWorker?: AstroBuildWorker;
  /** False: the server starts even when the first build failed (it says the site is being built). */
  requireFirstBuild: boolean;
  log: (line: string) => void;
};

export type SiteFront = { server: Server; rebuilder: SiteRebuilder };

export async function startSiteFront(options: SiteFrontOptions): Promise<SiteFront> {
  const { cmsUrl, siteUrl, log } = options;
  const rebuilder = new SiteRebuilder({
    buildsDir: options.buildsDir,
    build: (outDir) => buildSite({ cmsUrl, siteUrl, outDir }),
    log,
    onBuilt: alertShopOnFailedBuild({ apiUrl: options.apiUrl, secret: options.webhookSecret, adminUrl: options.adminUrl, log }),
  });
  const previewSecret = options.previewSecret;
  // Built only while someone previews drafts from Strapi (preview/site-preview.ts).
  const preview = previewSecret
    ? new SitePreview({
        buildsDir: `${options.buildsDir}-preview`,
        rebuilder: new SiteRebuilder({
          buildsDir: `${options.buildsDir}-preview`,
          build: (outDir) => buildSite({ cmsUrl, siteUrl, outDir, drafts: { secret: previewSecret }, worker: options.previewWorker }),
          log: (line) => log(`preview: ${line}`),
        }),
      })
    : undefined;
  // Content may have changed since the last build (and Strapi's webhooks reach no one while the site
  // server is down), so every start builds the site once; Strapi's webhook then triggers the rebuilds.
  rebuilder.request('start');
  await rebuilder.idle();
  const first = rebuilder.status().last;
  if (options.requireFirstBuild && !first?.ok) throw new Error(`the site build failed: ${first?.error}`);
  const server = await serveSite({
    buildsDir: options.buildsDir,
    port: options.port,
    host: options.host,
    apiUrl: options.apiUrl,
    cmsUrl,
    rebuild: { rebuilder, secret: options.webhookSecret },
    security: options.security,
    ...(preview && previewSecret ? { preview: { preview, secret: previewSecret, adminUrl: options.adminUrl } } : {}),
  });
  return { server, rebuilder };
}
