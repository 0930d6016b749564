/**
 * Draft preview: Strapi's Preview panel opens `/_preview/<page>?token=…` (cms/src/preview/). The site
 * server checks the token (@koolers/contracts/preview-token: signed by Strapi with SITE_PREVIEW_SECRET,
 * expiring), makes sure a build of
 * the site from the drafts is up to date, and serves the page from it. That build runs only while
 * someone previews: content changes then rebuild it at once, and the open page reloads itself when the
 * new build is ready (a server-sent event). Nobody previewing for PREVIEW_IDLE_MS: changes only mark
 * it stale, and the next preview rebuilds it first.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { verifyPreviewToken } from '@koolers/contracts/preview-token';
import express, { type RequestHandler, type Response, type Router } from 'express';
import { buildPage, currentBuild } from '../builds/site-builds.ts';
import type { SiteRebuilder } from '../builds/site-rebuilder.ts';

export const PREVIEW_PATH = '/_preview';
const PREVIEW_IDLE_MS = 30 * 60_000;

export class SitePreview {
  readonly rebuilder: SiteRebuilder;
  readonly buildsDir: string;
  #stale = true;
  #lastUsed = Number.NEGATIVE_INFINITY;

  constructor(options: { rebuilder: SiteRebuilder; buildsDir: string }) {
    this.rebuilder = options.rebuilder;
    this.buildsDir = options.buildsDir;
  }

  /** A draft or published change in Strapi. */
  contentChanged(reason: string): void {
    if (Date.now() - this.#lastUsed < PREVIEW_IDLE_MS) this.rebuilder.request(reason);
    else this.#stale = true;
  }

  /** The preview build's folder once it shows the latest drafts (null if none could be built). */
  async ready(): Promise<string | null> {
    this.#lastUsed = Date.now();
    if (this.#stale || !currentBuild(this.buildsDir)) {
      this.#stale = false;
      if (!this.rebuilder.busy) this.rebuilder.request('preview opened');
    }
    await this.rebuilder.idle();
    return currentBuild(this.buildsDir);
  }
}

/** Reloads the preview when a newer build of the drafts is ready. */
const RELOAD_SCRIPT = `<script>new EventSource(${JSON.stringify(`${PREVIEW_PATH}/events`)}+location.search).addEventListener('built',function(){location.reload()})</script>`;

/** `policy`: the Content-Security-Policy of a preview page, from the HTML sent (its inline scripts). */
export function previewRoutes(preview: SitePreview, secret: string, policy: (html: string) => string): Router {
  const router = express.Router();
  const authorised: RequestHandler = (request, response, next) => {
    if (verifyPreviewToken(request.query.token, secret)) return next();
    response.status(401).type('text').send('This preview link has expired or is not valid. Open the preview again from Strapi.');
  };
  const noStore = (response: Response) =>
    response.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' });

  // Scripts and styles of the preview build (its pages ask for them under /_preview/_astro).
  router.use(`${PREVIEW_PATH}/_astro`, (request, response, next) => {
    const dir = currentBuild(preview.buildsDir);
    if (!dir) return next();
    express.static(join(dir, '_astro'), { immutable: true, maxAge: '1y', fallthrough: false })(request, response, next);
  });

  router.get(`${PREVIEW_PATH}/events`, authorised, (request, response) => {
    response.set({ 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    response.flushHeaders();
    response.write(': open\n\n');
    const unsubscribe = preview.rebuilder.subscribe(() => response.write('event: built\ndata: {}\n\n'));
    request.on('close', unsubscribe);
  });

  router.get(`${PREVIEW_PATH}{/*page}`, authorised, async (request, response) => {
    const dir = await preview.ready();
    noStore(response);
    const last = preview.rebuilder.status().last;
    if (!dir || !last?.ok) {
      const why = last?.problem?.summary ?? last?.error ?? 'The preview could not be built.';
      const html = failurePage(why);
      return response.status(503).set('Content-Security-Policy', policy(html)).type('html').send(html);
    }
    const page = buildPage(dir, request.path.slice(PREVIEW_PATH.length) || '/');
    if (!page) return response.status(404).type('text').send('This page is not on the site.');
    const html = readFileSync(page, 'utf8').replace('</body>', `${RELOAD_SCRIPT}</body>`);
    response.set('Content-Security-Policy', policy(html)).type('html').send(html);
  });
  return router;
}

function failurePage(why: string): string {
  const escaped = why.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Preview not available</title></head><body style="font:1rem/1.5 system-ui,sans-serif;margin:2rem;max-width:40rem"><main><h1>This draft cannot be shown yet</h1><p>${escaped}</p><p>Fix it in Strapi and save: this page reloads by itself.</p></main>${RELOAD_SCRIPT}</body></html>`;
}
