/**
 * A development aid next to `npm run bench:api`: the same set-up, but it also reports how much CPU
 * each process spent per request (less noisy than req/s on a shared machine), can run only some
 * endpoints, and can write a V8 CPU profile of the API (`PROFILE=1`; see summarize-profile.ts).
 *
 *   node scripts/bench/profile-api.ts [reference,quote,anon-quote,unknown-session-quote,orders,verify,create,cod,promise]
 * Linux only (reads /proc). Needs what `npm run bench:api` needs; PERF and STRACE need perf, strace.
 *
 *   env: BENCH_SECONDS (10), PROFILE=1 and PERF=1 (V8 CPU profile, perf record of the APIs, written
 *   to PROFILE_DIR, default <tmp>/koolers-api-profiles),
 *   STRACE=1 (system call counts), API_ENV='K=V K=V' (extra API env), API_NODE_ARGS='--trace-deopt'
 *   (extra node flags), API_STDOUT=/tmp/api.out (keep each API's standard output in /tmp/api.out.<name>),
 *   VARIANTS='before=scratch/src,after=src' (API source folders relative to commerce-api, measured in turn)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ensureEnvFile } from '../lib/env-file.ts';
import { runServices, waitForAll, waitUntilAnswering } from '../lib/processes.ts';
import { offsetPorts, portOffset, repoRoot, shopServices, urlsFor } from '../lib/shop.ts';
import { customerDetails, firstKoolerRef, logIn, payOneOrder } from './shop-fixtures.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const ports = offsetPorts({ cms: 22337, api: 25000, sandbox: 25010, site: 25321 });
const urls = urlsFor(ports);
const origin = urls.site;
const referencePort = 25999 + portOffset();
const referenceUrl = `http://127.0.0.1:${referencePort}`;
/** The shop's addresses as the bench fixtures want them, for the API under test at `api`. */
const shopAt = (api: string) => ({ api, cms: urls.cms, sandbox: urls.sandbox, origin });
const wanted = (process.argv[2] ?? 'reference,quote,orders,verify,create').split(',');
const profileDir = process.env.PROFILE_DIR ?? join(tmpdir(), 'koolers-api-profiles');

const dataDir = mkdtempSync(join(tmpdir(), 'koolers-profile-'));
const all = shopServices(ensureEnvFile(join(repoRoot, '.env')), ports, { dataDir });
const cms = all.filter((service) => service.name === 'cms');
const running = runServices(cms);
const children: ChildProcess[] = [];

function start(name: string, args: string[], cwd: string, env: Record<string, string>): ChildProcess {
  // API_STDOUT=file: keep the APIs' standard output (e.g. with API_NODE_ARGS=--trace-deopt).
  const stdout =
    process.env.API_STDOUT && (env.SQLITE_PATH || name === 'sandbox') ? openSync(`${process.env.API_STDOUT}.${name}`, 'w') : 'ignore';
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', stdout, 'inherit'] });
  child.on('exit', (code, signal) => console.log(`${name} exited ${code ?? signal}`));
  children.push(child);
  return child;
}

function cpuMicros(child: ChildProcess): number {
  const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime (fields 14 and 15 of the whole line), in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

try {
  await waitForAll(cms, running);
  const sandboxService = all.find((service) => service.name === 'sandbox');
  const apiService = all.find((service) => service.name === 'api');
  if (!sandboxService || !apiService) throw new Error('no sandbox keys in .env');
  const sandbox = start(
    'sandbox',
    [...(process.env.SANDBOX_NODE_ARGS ?? '').split(' ').filter(Boolean), 'razorpay-sandbox/server.ts'],
    sandboxService.cwd,
    sandboxService.env,
  );
  const extraEnv = Object.fromEntries(
    (process.env.API_ENV ?? '')
      .split(' ')
      .filter(Boolean)
      .map((pair) => pair.split('=', 2)),
  );
  if (process.env.PROFILE || process.env.PERF) {
    mkdirSync(profileDir, { recursive: true });
    console.log(`profiles go to ${profileDir}`);
  }
  const reference = start(
    'reference',
    [...(process.env.PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), 'bench/hello-world.ts'],
    join(repoRoot, 'scripts'),
    { PORT: String(referencePort) },
  );
  // Each variant is one API (its src folder, e.g. a copy of the code before a change), on its own port and database.
  const variants = (process.env.VARIANTS ?? 'api=src').split(',').map((spec, i) => {
    const [name = 'api', src = 'src'] = spec.split('=');
    const port = ports.api + 2 * i;
    const process_ = start(
      name,
      [
        ...(process.env.PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
        // perf's symbol map goes to /tmp/perf-<pid>.map; V8's own log with it, to the profile folder.
        ...(process.env.PERF
          ? ['--perf-basic-prof', `--logfile=${join(profileDir, `${name}-%p-v8.log`)}`, '--no-logfile-per-isolate']
          : []),
        ...(process.env.API_NODE_ARGS ?? '').split(' ').filter(Boolean),
        join(src, 'server.ts'),
      ],
      apiService.cwd,
      {
        ...apiService.env,
        PORT: String(port),
        SQLITE_PATH: join(dataDir, `${name}.db`),
        OUTBOX_DIR: join(dataDir, `${name}-outbox`),
        LOG_LEVEL: 'warn',
        ...extraEnv,
      },
    );
    return { name, process: process_, url: `http://127.0.0.1:${port}` };
  });
  await Promise.all([
    ...variants.map((variant) => waitUntilAnswering(`${variant.url}/api/health`, 60_000)),
    waitUntilAnswering(sandboxService.readyUrl, 60_000),
    waitUntilAnswering(referenceUrl, 60_000),
  ]);

  const mango = await firstKoolerRef(shopAt(''));
  const items = [{ ref: mango, quantity: 2 }];
  const body = JSON.stringify({ items, customerDetails });
  const endpoints: Record<string, [autocannon.Options, ChildProcess]>[] = [];
  for (const { url: api, process: server } of variants) {
    const headers = {
      'content-type': 'application/json',
      origin,
      cookie: await logIn(shopAt(api), 'bench@example.in'),
    };
    const regular = {
      'content-type': 'application/json',
      origin,
      cookie: await logIn(shopAt(api), 'regular@example.in'),
    };
    for (let i = 0; i < 24; i++) {
      await fetch(`${api}/api/orders/cod`, { method: 'POST', headers: regular, body: JSON.stringify({ items, customerDetails }) });
    }
    const paid = await payOneOrder(shopAt(api), regular, items, customerDetails);
    endpoints.push({
      quote: [{ url: `${api}/api/cart/quote`, method: 'POST', headers, body: JSON.stringify({ items }) }, server],
      'anon-quote': [
        {
          url: `${api}/api/cart/quote`,
          method: 'POST',
          headers: { 'content-type': 'application/json', origin },
          body: JSON.stringify({ items }),
        },
        server,
      ],
      'unknown-session-quote': [
        {
          url: `${api}/api/cart/quote`,
          method: 'POST',
          headers: { 'content-type': 'application/json', origin, cookie: `koolers_session=${'A'.repeat(43)}` },
          body: JSON.stringify({ items }),
        },
        server,
      ],
      orders: [{ url: `${api}/api/me/orders`, headers: regular }, server],
      verify: [{ url: `${api}/api/orders/verify-payment`, method: 'POST', headers: regular, body: JSON.stringify(paid) }, server],
      create: [{ url: `${api}/api/orders/create-razorpay-order`, method: 'POST', headers, body }, server],
      cod: [{ url: `${api}/api/orders/cod`, method: 'POST', headers, body }, server],
      promise: [{ url: `${api}/api/delivery/promise` }, server],
    });
  }
  console.log('endpoint              req/s  p50  p99  err   server µs/req  sandbox µs/req  autocannon µs/req');
  for (const name of wanted) {
    const runs: [string, autocannon.Options, ChildProcess][] =
      name === 'reference'
        ? [['reference', { url: `${referenceUrl}/` }, reference]]
        : variants.map((variant, i) => {
            const entry = endpoints[i]?.[name];
            if (!entry) throw new Error(`unknown endpoint ${name}`);
            return [`${variant.name} ${name}`, ...entry];
          });
    for (const [label, options, server] of runs) {
      // STRACE=1: count the server's system calls during the run (strace slows it down: numbers only).
      // PERF=1: sample the server's CPU with perf (real CPU time, unlike V8's wall-clock sampler).
      const tracer = process.env.STRACE
        ? spawn('strace', ['-c', '-f', '-p', String(server.pid)], { stdio: ['ignore', 'inherit', 'inherit'] })
        : process.env.PERF
          ? spawn(
              'perf',
              ['record', '-F', '1999', '-g', '-p', String(server.pid), '-o', join(profileDir, `${label.replace(/\W+/g, '-')}.perf.data`)],
              {
                stdio: ['ignore', 'ignore', 'inherit'],
              },
            )
          : undefined;
      if (tracer) await new Promise((resolve) => setTimeout(resolve, 500));
      const before = [cpuMicros(server), cpuMicros(sandbox), process.cpuUsage()] as const;
      const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
      if (tracer) {
        tracer.kill('SIGINT');
        await new Promise((resolve) => tracer.on('exit', resolve));
        console.log(`(${result.requests.total} requests)`);
      }
      const own = process.cpuUsage(before[2]);
      const requests = result.requests.total;
      const per = (micros: number) => (micros / requests).toFixed(0).padStart(8);
      console.log(
        `${label.padEnd(20)} ${result.requests.average.toFixed(0).padStart(6)} ${String(result.latency.p50).padStart(4)} ${String(result.latency.p99).padStart(4)} ${String(result.errors + result.timeouts + result.non2xx).padStart(4)}   ${per(cpuMicros(server) - before[0])}        ${per(cpuMicros(sandbox) - before[1])}        ${per(own.user + own.system)}`,
      );
    }
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) => new Promise((resolve) => (child.exitCode === null ? child.on('exit', resolve) : resolve(null)))),
  );
  running.stop();
  await running.exited.catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
}
