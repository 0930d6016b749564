/**
 * `npm run stack:up [-- --offline]`: builds the images and starts the production stack with the
 * container engine this machine has (engine.ts), then waits until every service is healthy and prints
 * where everything is. Offline mode (the Razorpay sandbox, a mail sink, a banner on every page) when
 * asked for, or when deploy/.env has no live setting at all (env-file.ts, stackMode).
 */
import { COMPOSE_FILE, compose, containers, detectEngine, logFile, OFFLINE_FILE, PROJECT } from './engine.ts';
import { configurationProblem, ensureStackEnv, stackEnvFile, stackMode } from './env-file.ts';
import { waitUntilHealthy } from './health.ts';

const startedAt = Date.now();
const env = ensureStackEnv();
const mode = stackMode(env, process.argv.slice(2));
const offline = 'offline' in mode && mode.offline;
const problem = 'problem' in mode ? mode.problem : configurationProblem(env, offline);
if (problem) {
  console.error(`✗ ${stackEnvFile}: ${problem}`);
  process.exit(1);
}
const engine = detectEngine();
const files = offline ? [COMPOSE_FILE, OFFLINE_FILE] : [COMPOSE_FILE];
console.log(
  `▸ ${offline ? 'OFFLINE mode: payments go to the Razorpay sandbox, mail to a sink, WhatsApp and SMS to the messaging sandbox; no money moves' : 'LIVE mode: real payments through Razorpay'}`,
);
console.log(`▸ ${engine.name}, project ${PROJECT}, settings in ${stackEnvFile}`);

try {
  // One service per image (the migration shares the API's; the mail sink and the messaging sandbox, the
  // Razorpay sandbox's); podman-compose goes on to the next image after a failed one, so each is built,
  // and checked, on its own.
  for (const service of ['cms', 'commerce-api', 'web', ...(offline ? ['razorpay-sandbox'] : [])]) {
    const started = Date.now();
    console.log(`▸ Building ${service} (output: ${logFile(`build-${service}`)})`);
    await compose(engine, files, ['build', service], { log: logFile(`build-${service}`) });
    console.log(`  ✓ ${service} built (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  // podman-compose does not recreate existing containers on `up`: start from none (volumes are kept).
  if (containers(engine).length > 0) await compose(engine, files, ['down'], { log: logFile('compose') });
  console.log('\n▸ Starting');
  await compose(engine, files, ['up', '-d'], { log: logFile('compose') });
  console.log('\n▸ Waiting until every service is healthy');
  await waitUntilHealthy(engine);
} catch (error) {
  console.error(`\n✗ ${error instanceof Error ? error.message : String(error)}`);
  console.error(
    `  Logs: ${engine.cli} logs <container> (containers: ${engine.cli} ps -a --filter label=com.docker.compose.project=${PROJECT})`,
  );
  process.exit(1);
}

const seconds = ((Date.now() - startedAt) / 1000).toFixed(0);
console.log(`
┌──────────────────────────────────────────────────────────────
│ The Koolers stack is running (${seconds} s)${offline ? ' — OFFLINE, no money moves' : ''}
│
│   Shop            ${env.SITE_URL}   (published on 127.0.0.1:8080)
│   Strapi admin    ${env.CMS_ADMIN_URL}   (the editors' door, 127.0.0.1:8081)${offline ? '\n│   Mail sink       http://127.0.0.1:8025\n│   Phones (WhatsApp, SMS)  http://127.0.0.1:8030' : ''}
│
│   First Strapi admin:   npm run stack:editor -- --email you@example.in
│   First desk owner:     npm run stack:owner -- --email you@example.in
│   Test it:              npm run stack:test      Stop: npm run stack:down
└──────────────────────────────────────────────────────────────`);
