/**
 * Starts the Koolers CMS: compiles the TypeScript server code (a few seconds) and
 * runs Strapi in this process. The admin panel is served only when it has been
 * built (`npm run build -w cms`), so tests and CI never pay for the slow admin build.
 *
 *   node scripts/serve.mts            (from cms/; Node >= 22.18 strips the types)
 *
 * Reads cms/.env (or ENV_PATH) plus the environment; see .env.example.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Strapi resolves .env, plugins and relative paths from the working directory,
// and loads .env when it is first imported: set both before importing it.
process.chdir(appDir);
process.env.ENV_PATH ??= path.join(appDir, '.env');
process.env.STRAPI_TELEMETRY_DISABLED ??= 'true';

let app: import('@strapi/strapi').Core.Strapi | undefined;
let stopping = false;

async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`[cms] ${signal} received, shutting down`);
  // Never hang forever on a stuck connection.
  setTimeout(() => {
    console.error('[cms] shutdown timed out');
    process.exit(1);
  }, 10_000).unref();
  try {
    await app?.destroy();
    process.exit(0);
  } catch (error) {
    console.error('[cms] error during shutdown', error);
    process.exit(1);
  }
}

function installSignalHandlers(): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    // createStrapi() installs its own destroy-and-exit handlers; keep exactly one.
    process.removeAllListeners(signal);
    process.on(signal, () => void stop(signal));
  }
}

installSignalHandlers();

// The ESM build of @strapi/core does not load under Node's ESM resolver
// (directory import of lodash/fp): use the CommonJS build.
const require = createRequire(import.meta.url);
const { compileStrapi, createStrapi } = require('@strapi/strapi') as typeof import('@strapi/strapi');

// The production image compiled the server code when it was built (`strapi build`), and its code
// folder is read-only to the user that runs it.
const ctx = process.env.CMS_PRECOMPILED === 'true' ? { appDir, distDir: path.join(appDir, 'dist') } : await compileStrapi({ appDir });
const adminIndex = path.join(ctx.distDir ?? appDir, 'build', 'index.html');
const serveAdminPanel = fs.existsSync(adminIndex);

app = createStrapi({ ...ctx, autoReload: false, serveAdminPanel });
installSignalHandlers();

if (!serveAdminPanel) {
  app.log.info('[cms] admin panel not built (run `npm run build -w cms`); serving the API only');
}

await app.start();
