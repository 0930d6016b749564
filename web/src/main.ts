/**
 * The production web front (deploy/compose.yml `web`): serves the last good build of the site at
 * once, rebuilds it in the background when Strapi's content changed meanwhile and whenever Strapi's
 * webhook says it changed, spreads /api over every commerce API replica, proxies /uploads to Strapi,
 * serves the editors' draft preview under /_preview, opens the editors' door to Strapi's admin on a
 * port of its own, and has the API email the shop when a build after a publish fails. Logs JSON lines.
 * The environment is read by config.ts.
 */
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { pino } from 'pino';
import { AstroBuildWorker } from './builds/astro-build-worker.ts';
import { siteDir } from './builds/build-site.ts';
import { ConfigError, loadConfig, type WebConfig } from './config.ts';
import { openEditorsDoor } from './server/editors-door.ts';
import { REBUILD_PATH } from './server/rebuild-webhook.ts';
import { requestLog } from './server/request-log.ts';
import { startSiteFront } from './site-front.ts';

let config: WebConfig;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const logger = pino({ base: { service: 'web' } });
const log = (line: string) => logger.info(line);
const accessLog = requestLog(logger);
// A publish goes live in one build of a process that keeps Astro loaded (about 3 s instead of 5.6 s);
// each process stops after 15 idle minutes, giving its memory back between editing sessions.
const liveWorker = new AstroBuildWorker(siteDir);
const previewWorker = new AstroBuildWorker(siteDir);
const { server } = await startSiteFront({
  cmsUrl: config.cmsUrl,
  apiUrl: config.apiUrl,
  siteUrl: config.siteUrl,
  buildsDir: join(siteDir, 'dist'),
  port: config.port,
  host: config.host,
  rebuildSecret: config.rebuildSecret,
  alertSecret: config.alertSecret,
  previewSecret: config.previewSecret,
  adminUrl: config.adminUrl,
  // HSTS and upgrade-insecure-requests only where the shop is served over https.
  security: { production: config.siteUrl.startsWith('https://'), ...(config.offline ? { paymentsSandboxUrl: config.siteUrl } : {}) },
  offline: config.offline,
  start: 'serve-last-build',
  liveWorker,
  previewWorker,
  // Six publishes in a row build at once; past them, one build every 10 s.
  rebuildBudget: { burst: 6, everyMs: 10_000 },
  log,
  buildLog: (line) => logger.info({ build: true }, stripVTControlCharacters(line)),
  requestLog: accessLog,
});
const door = config.editorsPort ? await openEditorsDoor(config.cmsUrl, config.editorsPort, config.host, accessLog) : null;
logger.info(
  {
    port: config.port,
    editorsPort: config.editorsPort,
    api: config.apiUrl,
    cms: config.cmsUrl,
    offline: Boolean(config.offline),
    rebuildPath: REBUILD_PATH,
  },
  `serving ${config.siteUrl}${config.offline ? ' OFFLINE: payments go to the Razorpay sandbox, no money moves' : ''}`,
);
process.on('SIGTERM', () => {
  liveWorker.close();
  previewWorker.close();
  door?.close();
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5_000).unref();
});
