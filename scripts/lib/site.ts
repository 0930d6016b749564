import { join } from 'node:path';
import { runStep } from './builds.ts';
import { repoRoot } from './shop.ts';

export const siteDir = join(repoRoot, 'site');

/** Builds the static site from the running Strapi into `outDir` (relative to site/ or absolute). */
export function buildSite(options: { cmsUrl: string; siteUrl: string; outDir: string }): Promise<void> {
  return runStep('Building the site from Strapi content', 'npx astro build', {
    cwd: siteDir,
    env: { CMS_URL: options.cmsUrl, SITE_URL: options.siteUrl, SITE_OUT_DIR: options.outDir, ASTRO_TELEMETRY_DISABLED: '1' },
  });
}
