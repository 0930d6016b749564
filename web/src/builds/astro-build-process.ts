/**
 * The child process of AstroBuildWorker (astro-build-worker.ts). It keeps Astro loaded and builds
 * the site in its working directory each time its parent asks, with the environment the parent sends
 * (astro.config.ts and the content loaders read it at every build).
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

type BuildRequest = { env: Record<string, string> };
type AstroBuild = (options: { root: string }) => Promise<void>;

// The site's own Astro, as `astro build` in site/ would run it.
const astroEntry = createRequire(join(process.cwd(), 'package.json')).resolve('astro');
// Loaded while the parent's first request is on its way; the listener is in place before either lands.
const astro = import(pathToFileURL(astroEntry).href) as Promise<{ build: AstroBuild }>;

process.on('message', async (request: BuildRequest) => {
  Object.assign(process.env, request.env);
  try {
    const { build } = await astro;
    await build({ root: process.cwd() });
    process.send?.({ ok: true });
  } catch (error) {
    process.send?.({ ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
// The shop stopped: nothing left to build for.
process.on('disconnect', () => process.exit(0));
