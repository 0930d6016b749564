/**
 * One build of the static site from Strapi, by `astro build` in site/ (or a long-lived worker).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentProblemSchema } from '@koolers/contracts/site-build';
import type { AstroBuildWorker } from './astro-build-worker.ts';
import { siteCodeDigestOnce, writeContentRecord } from './content-record.ts';
import { ContentBuildError } from './site-rebuilder.ts';
import { runStep, type StepLog, timed } from './steps.ts';

/** The Astro site's folder: the web front builds it where the repository (or the image) has it. */
export const siteDir = fileURLToPath(new URL('../../../site', import.meta.url));

export type BuildSiteOptions = {
  cmsUrl: string;
  siteUrl: string;
  /** Relative to site/ or absolute. */
  outDir: string;
  /** The draft preview build: reads drafts with Strapi's preview secret, serves its assets under `/_preview`. */
  drafts?: { secret: string };
  /** Builds in this long-lived process instead of a new `astro build` (astro-build-worker.ts). */
  worker?: AstroBuildWorker;
  /** More environment for the build (the offline banner). */
  env?: Record<string, string>;
  /** Where the build's output goes, line by line (default: this process's output, as it comes). */
  log?: StepLog;
};

/** Astro's command line, run with node: `npx` spent 0.5–0.8 s finding it before every build. */
const astroCli = join(dirname(createRequire(join(siteDir, 'package.json')).resolve('astro/package.json')), 'bin/astro.mjs');

/** Where the preview build keeps its content cache, apart from the live build's (inside site/, for Astro). */
const PREVIEW_CACHE_DIR = 'node_modules/.astro-preview';
export const PREVIEW_PREFIX = '/_preview';

/**
 * Builds the static site from the running Strapi into `outDir`. When the content is what fails the
 * build, the error is a ContentBuildError saying which entry and field (the site writes it to
 * SITE_BUILD_REPORT).
 */
export async function buildSite(options: BuildSiteOptions): Promise<void> {
  const reportDir = mkdtempSync(join(tmpdir(), 'koolers-build-report-'));
  const report = join(reportDir, 'problem.json');
  const notes = join(reportDir, 'content-reads.jsonl');
  try {
    const title = options.drafts ? 'Building the draft preview' : 'Building the site from Strapi content';
    const env = {
      CMS_URL: options.cmsUrl,
      SITE_URL: options.siteUrl,
      SITE_OUT_DIR: options.outDir,
      SITE_BUILD_REPORT: report,
      ASTRO_TELEMETRY_DISABLED: '1',
      ...options.env,
      ...(options.drafts
        ? { CMS_DRAFTS_SECRET: options.drafts.secret, SITE_ASSETS_PREFIX: PREVIEW_PREFIX, SITE_CACHE_DIR: PREVIEW_CACHE_DIR }
        : { SITE_CONTENT_RECORD: notes }),
      // A preview build run in the same worker as a live one must not note into the live one's file.
      ...(options.drafts ? { SITE_CONTENT_RECORD: '' } : {}),
    };
    const { worker } = options;
    if (worker) await timed(title, () => worker.build(env), options.log);
    else
      await runStep(title, `node ${JSON.stringify(astroCli)} build`, { cwd: siteDir, env, ...(options.log ? { log: options.log } : {}) });
    if (!options.drafts) {
      writeContentRecord(
        resolve(siteDir, options.outDir),
        siteCodeDigestOnce(siteDir),
        existsSync(notes) ? readFileSync(notes, 'utf8') : '',
      );
    }
  } catch (error) {
    if (!existsSync(report)) throw error;
    const problem = contentProblemSchema.parse(JSON.parse(readFileSync(report, 'utf8')));
    throw new ContentBuildError(problem.summary, problem);
  } finally {
    rmSync(reportDir, { recursive: true, force: true });
  }
}
