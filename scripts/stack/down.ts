/**
 * `npm run stack:down [-- --wipe]`: stops the stack and removes its containers. The data (databases,
 * uploads, the last site build) stays in its volumes; `--wipe` deletes them too.
 */
import { COMPOSE_FILE, compose, detectEngine, logFile, OFFLINE_FILE, PROJECT } from './engine.ts';
import { ensureStackEnv } from './env-file.ts';

const wipe = process.argv.includes('--wipe');
const engine = detectEngine();
// Compose refuses a file naming a setting deploy/.env lacks, even to stop: a stack started by an
// older version may lack a secret added since.
ensureStackEnv();
// The offline file names the sandbox and the mail sink: with it, down removes them as well.
await compose(engine, [COMPOSE_FILE, OFFLINE_FILE], ['down', ...(wipe ? ['-v'] : [])], { log: logFile('compose') });
console.log(
  wipe ? `✓ ${PROJECT} stopped; its data is deleted` : `✓ ${PROJECT} stopped; its data is kept (npm run stack:down -- --wipe deletes it)`,
);
