/**
 * `npm run e2e:shop`: starts the journeys' shop (the webServer of playwright.config.ts, same ports,
 * data in site/.e2e-shop) and keeps it running until Ctrl-C, for
 * `E2E_SHOP=running npx playwright test e2e/<file>.spec.ts` to run one journey in seconds.
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

process.env.E2E_SHOP = 'running';
const { default: config } = await import('../playwright.config.ts');
const server = config.webServer;
if (!server || Array.isArray(server)) throw new Error('playwright.config.ts starts one shop');
mkdirSync(process.env.KOOLERS_E2E_DATA ?? '', { recursive: true });
const shop = spawn(server.command, {
  shell: true,
  stdio: 'inherit',
  cwd: join(import.meta.dirname, '..'),
  env: { ...process.env, ...server.env },
});
console.log(`The journeys' shop starts at ${server.url}; then, in site/: E2E_SHOP=running npx playwright test e2e/<file>.spec.ts`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => shop.kill(signal));
shop.on('exit', (code) => process.exit(code ?? 0));
