/**
 * `npm run check:images`: what can be checked of the production images on a machine with no
 * container engine. For each Dockerfile target, in a fresh folder: the target's own `npm install`
 * (the very command of its Dockerfile stage) → the packages it would ship, with no test or build
 * tool among them; then the commerce API and the web front are started from those folders with
 * NODE_ENV=production and production settings, and must answer (the web front builds the site
 * from a Strapi started from this repository). Prints what it saw; exits non-zero on a problem.
 * Not checked here: the images themselves (base image, users, health checks run by an engine),
 * Strapi's production admin build (about 2 GB and a minute; `npm start` builds the same admin).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitUntilAnswering } from './lib/processes.ts';
import { repoRoot } from './lib/shop.ts';

const NOT_IN_PRODUCTION =
  /^(vitest|@vitest\/.*|fast-check|supertest|playwright|playwright-core|@playwright\/.*|lighthouse|autocannon|@axe-core\/.*|@biomejs\/.*|chrome-launcher|@astrojs\/check)$/;
const dockerfile = readFileSync(join(repoRoot, 'Dockerfile'), 'utf8');
const workspaces = ['contracts', 'cms', 'commerce-api', 'site', 'web', 'scripts'];
const running: ChildProcess[] = [];
const folders: string[] = [];
let problems = 0;

function installCommand(target: string): string[] {
  const stage = dockerfile.split(/^(?=FROM )/m).find((text) => text.startsWith(`FROM manifests AS ${target}\n`)) ?? '';
  const command = /^RUN (npm install [^&\n]*)/m.exec(stage)?.[1];
  if (!command) throw new Error(`no npm install in the Dockerfile's ${target} stage`);
  return command.trim().split(/\s+/).slice(1);
}

/** The target's folder as its image has it: manifests, its own install, then `sources`. */
function installTarget(target: string, sources: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), `koolers-image-${target}-`));
  folders.push(dir);
  for (const file of ['package.json', 'package-lock.json', '.npmrc']) cpSync(join(repoRoot, file), join(dir, file));
  for (const workspace of workspaces) {
    mkdirSync(join(dir, workspace), { recursive: true });
    cpSync(join(repoRoot, workspace, 'package.json'), join(dir, workspace, 'package.json'));
  }
  const args = installCommand(target);
  const started = Date.now();
  execFileSync('npm', [...args, '--no-audit', '--no-fund'], { cwd: dir, stdio: 'pipe', env: { ...process.env, NODE_ENV: 'production' } });
  const packages = installedPackages(join(dir, 'node_modules'));
  const unwanted = packages.filter((name) => NOT_IN_PRODUCTION.test(name));
  const size = execFileSync('du', ['-sh', join(dir, 'node_modules')], { encoding: 'utf8' }).split('\t')[0];
  console.log(
    `${unwanted.length ? '✗' : '✓'} ${target}: npm ${args.join(' ')} → ${packages.length} packages, ${size} (${((Date.now() - started) / 1000).toFixed(0)} s)${unwanted.length ? `; must not ship: ${unwanted.join(', ')}` : ', no test or build tool'}`,
  );
  if (unwanted.length) problems += 1;
  for (const source of sources) {
    cpSync(join(repoRoot, source), join(dir, source), {
      recursive: true,
      filter: (path) => !/[/\\](node_modules|dist|dist-[^/\\]*|\.astro|data|test-results)([/\\]|$)|\.test\.ts$/.test(path),
    });
  }
  return dir;
}

function installedPackages(nodeModules: string): string[] {
  return readdirSync(nodeModules)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) => (name.startsWith('@') ? readdirSync(join(nodeModules, name)).map((inner) => `${name}/${inner}`) : [name]));
}

function start(name: string, command: string[], cwd: string, env: Record<string, string>) {
  const child = spawn(process.execPath, command, { cwd, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  child.on('exit', (code) => {
    if (code) console.log(`  ${name} exited with ${code}:\n${output.slice(-2000)}`);
  });
  running.push(child);
  return child;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

try {
  installTarget('cms', ['contracts/src', 'cms']);
  const apiDir = installTarget('commerce-api', ['contracts/src', 'commerce-api/src']);
  const webDir = installTarget('web', ['contracts/src', 'site', 'web/src']);

  const [cmsPort, apiPort, webPort] = [await freePort(), await freePort(), await freePort()];
  const data = mkdtempSync(join(tmpdir(), 'koolers-image-data-'));
  folders.push(data);
  const cmsUrl = `http://127.0.0.1:${cmsPort}`;
  // A stand-in for the cms service, started from this repository (its production admin is not built here).
  start('cms', ['scripts/serve.mts'], join(repoRoot, 'cms'), {
    HOST: '127.0.0.1',
    PORT: String(cmsPort),
    ENV_PATH: join(data, '.env'),
    DATABASE_FILENAME: join(data, 'cms.db'),
    APP_KEYS: 'checkKeyA,checkKeyB',
    API_TOKEN_SALT: 'check-api-token-salt',
    ADMIN_JWT_SECRET: 'check-admin-jwt-secret',
    TRANSFER_TOKEN_SALT: 'check-transfer-token-salt',
    JWT_SECRET: 'check-jwt-secret',
    ENCRYPTION_KEY: 'check-encryption-key-0123456789abcdef',
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_LOG_LEVEL: 'warn',
  });
  start('commerce-api', ['src/server.ts'], join(apiDir, 'commerce-api'), {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    SQLITE_PATH: join(data, 'commerce.db'),
    CMS_URL: cmsUrl,
    SITE_ORIGIN: 'https://koolers.example',
    RAZORPAY_KEY_ID: 'rzp_live_CheckImages01',
    RAZORPAY_KEY_SECRET: 'check-images-key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'check-images-webhook-secret',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    UPI_ID: 'koolers@okaxis',
    SHOP_EMAIL: 'orders@koolers.example',
    STAFF_SECRET_KEY: 'check-images-staff-secret-key-0123456789',
    LOG_LEVEL: 'warn',
  });
  await waitUntilAnswering(`http://127.0.0.1:${apiPort}/api/health`, 60_000);
  const health = await fetch(`http://127.0.0.1:${apiPort}/api/health`);
  console.log(`✓ commerce-api started with NODE_ENV=production: /api/health ${health.status} ${JSON.stringify(await health.json())}`);

  await waitUntilAnswering(`${cmsUrl}/_health`, 240_000);
  start('web', ['web/src/main.ts'], webDir, {
    NODE_ENV: 'production',
    PORT: String(webPort),
    CMS_URL: cmsUrl,
    API_URL: `http://127.0.0.1:${apiPort}`,
    SITE_URL: 'https://koolers.example',
    CMS_WEBHOOK_SECRET: 'check-images-cms-webhook-secret',
    ASTRO_TELEMETRY_DISABLED: '1',
  });
  const home = `http://127.0.0.1:${webPort}/`;
  await waitUntilAnswering(home, 300_000);
  for (;;) {
    const page = await fetch(home);
    if (page.status !== 503) {
      const hsts = page.headers.get('strict-transport-security');
      const ok = page.status === 200 && !!hsts && !!page.headers.get('content-security-policy');
      console.log(`${ok ? '✓' : '✗'} web started with NODE_ENV=production: built the site, GET / ${page.status}, HSTS "${hsts}"`);
      if (!ok) problems += 1;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const proxied = await fetch(`${home}api/health`);
  console.log(`✓ web proxies /api to the commerce API: ${proxied.status}`);
} catch (error) {
  problems += 1;
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
} finally {
  for (const child of running) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}
process.exitCode = problems ? 1 : 0;
