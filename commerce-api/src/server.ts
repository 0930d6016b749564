import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createApp } from './app.ts';
import { createCatalog } from './catalog/catalog.ts';
import { loadCatalogFromStrapi } from './catalog/strapi-catalog-source.ts';
import { createCmsClient } from './cms/cms-client.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createChangeCounter } from './db/change-counter.ts';
import { createDatabase } from './db/database.ts';
import { migrateToLatest, waitForMigrations } from './db/migrate.ts';
import { createMailer } from './email/mailer.ts';
import { recordSentEmails } from './email/sent-email-log.ts';
import { createPdfPool } from './invoices/pdf-pool.ts';
import { startBackgroundJobs } from './jobs/background-jobs.ts';
import { createMessageSender, OUTBOX_INTERVAL_MS } from './jobs/message-sender.ts';
import { createRateLimiter } from './limits/rate-limiter.ts';
import { createLogger } from './logger.ts';
import { registerBusinessMetrics } from './metrics/business-metrics.ts';
import { serveMetrics } from './metrics/metrics-server.ts';
import { createRazorpayGateway } from './payments/razorpay-gateway.ts';

if (existsSync('.env')) process.loadEnvFile('.env');

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const logger = createLogger(config.logLevel);
const db = createDatabase(config.database, logger);
if (config.migrations === 'run') await migrateToLatest(db);
else await waitForMigrations(db, { timeoutMs: 300_000, log: (message) => logger.info(message) });

const payments = createRazorpayGateway(config.razorpay);
if (config.razorpay.apiUrl) {
  logger.warn(
    { apiUrl: config.razorpay.apiUrl, offline: config.offline },
    'payments go to the Razorpay SANDBOX: test payments only, no money moves',
  );
}

const catalog = createCatalog({
  load: () => loadCatalogFromStrapi(config.cmsUrl),
  check: createCmsClient(config.cmsUrl).check,
  logger,
  // Strapi's webhook reaches one API process; the others see the change through the database.
  changes: createChangeCounter(db, 'catalog'),
});
const mailer = createMailer(config.mail, logger);

const limiter = createRateLimiter(db, { scale: config.rateLimitScale });
// Tax documents' PDFs are rendered in worker threads, never on the thread that answers requests.
const pdfs = createPdfPool();
// The outbox's sender: messages leave as soon as their change commits (a nudge), and every few
// seconds whatever is due (a retry, a message whose process stopped before sending it).
const outbox = createMessageSender({ db, mailer, logger, pdfs, config, catalog });
const sending = outbox.start(OUTBOX_INTERVAL_MS);
const app = createApp({ config, db, logger, catalog, payments, mailer, limiter, pdfs, outbox });
// The jobs' direct emails (an alert about a payment the reconciler found) are noted for the desk too.
const jobs = startBackgroundJobs({ config, db, logger, catalog, payments, mailer: recordSentEmails(mailer, db), limiter, pdfs, outbox });
const server = app.listen(config.port, config.host);
await once(server, 'listening');
logger.info({ url: `http://${config.host}:${config.port}`, database: config.database.kind }, 'commerce API listening');
if (config.metricsPort) {
  registerBusinessMetrics(db);
  serveMetrics(config.metricsPort, config.host, logger);
  logger.info({ port: config.metricsPort }, 'Prometheus metrics on GET /metrics');
}

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'stopping: finishing requests in flight');
  server.close();
  server.closeIdleConnections();
  await once(server, 'close');
  await jobs.stop();
  // Messages being sent finish before the database closes (the rest wait, queued, for the next start).
  await sending.stop();
  await pdfs.close();
  await db.destroy();
  logger.info('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
