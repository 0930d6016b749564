/**
 * `npm run stack:test`: proves the running stack (npm run stack:up, offline) does its job, and prints
 * the numbers. Each drill goes through the web front as the shop's visitors, editors and staff do:
 *   1. what is published: only the web front's ports, none of Strapi's; uploads served inert;
 *   2. a shopper pays online and by cash on delivery (and the mails reach the sink);
 *   3. staff sign in to the order desk (owner created by the deploy-time command, TOTP), and a cash
 *      order is confirmed from the customer's phone in the messaging sandbox;
 *   4. an editor's publish goes live (through the editors' door; open registration closed);
 *   5. the per-address limits see each client's own address (through a stand-in for the TLS proxy);
 *   6. /api is spread over both replicas; throughput with 2 replicas, then 1;
 *   7. 60 s of paying customers from many addresses while a replica is killed and started again and
 *      PostgreSQL restarts: nothing paid is lost or paid twice, no 5xx outside the restart's window;
 *   8. a restarted web front serves within 10 s;
 *   9. a backup restored into a fresh stack holds the same orders, customers, content and pictures.
 * Exits non-zero if any check fails. Takes about 10 minutes.
 */

import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { paiseAsDecimal } from '@koolers/contracts/money';
import { backupRestoreDrill } from './drills/backup-drill.ts';
import { codConfirmedFromPhone } from './drills/cod-confirmation.ts';
import { query } from './drills/database.ts';
import { loadDrillAccounts } from './drills/drill-accounts.ts';
import { publishGoesLive } from './drills/editor.ts';
import { faultLoad } from './drills/fault-load.ts';
import { startFrontProxy } from './drills/front-proxy.ts';
import { randomLoopbackAddress, ShopClient } from './drills/http-client.ts';
import { checkPayments, errorWindow } from './drills/payments-check.ts';
import { measureThroughput, requestsPerReplica, type Throughput } from './drills/replicas.ts';
import { type Attempt, CART, payCod, payOnline, quote, signUp } from './drills/shopper.ts';
import { staffSignIn } from './drills/staff.ts';
import { containerOf, containers, detectEngine, type Engine, exec, run, runAsync } from './engine.ts';
import { stackEnvFile } from './env-file.ts';
import { waitUntilHealthy } from './health.ts';

const SHOP = 'http://127.0.0.1:8080';
const DOOR = 'http://127.0.0.1:8081';
const MAIL = 'http://127.0.0.1:8025';
/** The messaging sandbox: each phone's WhatsApp and SMS messages (offline only). */
const PHONES = 'http://127.0.0.1:8030';
const LOAD_SECONDS = Number(process.env.STACK_TEST_LOAD_SECONDS ?? 60);

type Check = { name: string; ok: boolean; detail: string };
const checks: Check[] = [];
const numbers: [string, string][] = [];
const check = (name: string, ok: boolean, detail = '') => {
  checks.push({ name, ok, detail });
  console.log(`  ${ok ? '✓' : '✗'} ${name}${detail ? `: ${detail}` : ''}`);
};
const number = (label: string, value: string) => {
  numbers.push([label, value]);
  console.log(`  · ${label}: ${value}`);
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function drill(title: string, body: () => Promise<void>): Promise<void> {
  const started = Date.now();
  console.log(`\n▸ ${title}`);
  try {
    await body();
  } catch (error) {
    check(title, false, error instanceof Error ? error.message : String(error));
  }
  console.log(`  (${seconds(Date.now() - started)})`);
}

const engine: Engine = detectEngine();
const env = parseEnv(readFileSync(stackEnvFile, 'utf8')) as Record<string, string>;
const origin = new URL(env.SITE_URL ?? SHOP).origin;
const accounts = loadDrillAccounts();
const started = Date.now();

console.log(`▸ ${engine.name}: checking that the stack is up`);
try {
  await waitUntilHealthy(engine, { timeoutMs: 120_000, quiet: true });
} catch (error) {
  console.error(`✗ the stack is not running and healthy (npm run stack:up first): ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
if (!containers(engine, 'razorpay-sandbox').length) {
  console.error('✗ stack:test pays through the Razorpay sandbox: start the stack offline (npm run stack:up -- --offline)');
  process.exit(1);
}
const front = await startFrontProxy(SHOP);
const shop = new ShopClient(SHOP, { origin });

await drill('What the stack publishes', async () => {
  // Every port binding of every container, from the engine's own record (both engines write the same shape).
  const ports = containers(engine).flatMap((container) => {
    const bindings =
      JSON.parse(run(engine, ['inspect', '--format', '{{json .HostConfig.PortBindings}}', container.name]).stdout || '{}') ?? {};
    return Object.entries(bindings as Record<string, { HostIp: string; HostPort: string }[] | null>).flatMap(([port, hosts]) =>
      (hosts ?? []).map((host) => ({
        container: container.service,
        port: port.split('/')[0],
        host: `${host.HostIp || '0.0.0.0'}:${host.HostPort}`,
      })),
    );
  });
  check(
    'only the web front (and offline, the mail sink and the messaging sandbox) publish ports, on 127.0.0.1 only: none of Strapi, the API or PostgreSQL',
    ports.every((binding) => binding.host.startsWith('127.0.0.1:') && ['web', 'mailsink', 'messaging-sandbox'].includes(binding.container)),
    ports.map((binding) => `${binding.container} ${binding.host}→${binding.port}`).join(', '),
  );
  const home = await shop.get('/');
  check(
    'the shop answers on 127.0.0.1:8080 with its security headers',
    home.status === 200 && String(home.headers['content-security-policy'] ?? '').includes("frame-ancestors 'none'"),
    `${home.status}`,
  );
  check('every page says payments are offline', home.text.includes('No money moves'), 'banner on /');
  const door = new ShopClient(DOOR, { origin: DOOR });
  check('Strapi’s content API is not served through the editors’ door', (await door.get('/api/koolers')).status === 404);
  // The build resizes pictures into /_astro; the shop still serves Strapi's originals under /uploads.
  const file = exec(engine, containerOf(engine, 'cms'), ['sh', '-c', 'ls /shop/cms/public/uploads | head -1']).stdout.trim();
  const picture = await shop.get(`/uploads/${file}`);
  const policy = String(picture.headers['content-security-policy'] ?? '');
  check(
    'uploads are served sandboxed, a picture inline',
    picture.status === 200 && policy.startsWith('sandbox') && !picture.headers['content-disposition'],
    `/uploads/${file}: ${policy}`,
  );
});

await drill('Least-privilege database roles', async () => {
  const postgres = containerOf(engine, 'postgres');
  const as = (role: string, password: string, database: string, sql: string) =>
    exec(engine, postgres, ['psql', '-h', '127.0.0.1', '-U', role, '-d', database, '-X', '-At', '-c', sql], {
      env: { PGPASSWORD: password },
    });
  const supers = query(engine, 'koolers', "SELECT rolname FROM pg_roles WHERE rolsuper AND rolname LIKE 'koolers%';");
  check('no application role is a superuser', supers.length === 0, supers.flat().join(', '));
  const api = env.API_DATABASE_PASSWORD ?? '';
  const ddl = as('koolers_api', api, 'koolers', 'ALTER TABLE audit_log DISABLE TRIGGER ALL');
  check(
    'the API’s runtime role cannot switch off the audit log’s triggers',
    ddl.status !== 0 && /owner/.test(ddl.stderr),
    ddl.stderr.trim(),
  );
  const rows = as('koolers_api', api, 'koolers', 'SELECT count(*) FROM orders');
  check('… but reads and writes rows', rows.status === 0, rows.stderr.trim());
  const cross = as('koolers_cms', env.CMS_DATABASE_PASSWORD ?? '', 'koolers', 'SELECT 1');
  check('Strapi’s role cannot connect to the commerce database', cross.status !== 0, cross.stderr.trim().split('\n')[0]);
});

await drill('A shopper pays online and by cash on delivery', async () => {
  const client = new ShopClient(front.url, { origin, localAddress: randomLoopbackAddress() });
  const shopper = await signUp(client, 'journey');
  const total = await quote(client);
  const attempts: Attempt[] = [];
  const t0 = Date.now();
  const online = await payOnline(shopper, attempts);
  const onlineMs = Date.now() - t0;
  check('online: order created, paid in the sandbox, verified', online.verified, online.orderId ?? `refused ${online.refused}`);
  const t1 = Date.now();
  const cod = await payCod(shopper, attempts);
  check('cash on delivery: order placed', !!cod.orderId, cod.orderId ?? `refused ${cod.refused}`);
  number(
    'a checkout through the web front (online: create + pay + verify; COD)',
    `${seconds(onlineMs)}; ${seconds(Date.now() - t1)}, cart ₹${paiseAsDecimal(total)}`,
  );
  const mine = await client.get('/api/me/orders');
  const ids =
    mine.json<{ orders: { id: string; paymentStatus: string }[] }>().orders?.map((order) => `${order.id}:${order.paymentStatus}`) ?? [];
  check(
    'the account lists both orders',
    [online.orderId, cod.orderId].every((id) => ids.some((entry) => entry.startsWith(`${id}:`))),
    ids.join(', '),
  );
  const deadline = Date.now() + 30_000;
  let mails: { to: string[]; subject: string }[] = [];
  while (Date.now() < deadline) {
    mails = (await new ShopClient(MAIL, { origin: MAIL }).get('/messages')).json();
    if (mails.filter((mail) => mail.to.includes(shopper.email)).length >= 2) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const toShopper = mails.filter((mail) => mail.to.includes(shopper.email)).map((mail) => mail.subject);
  check('the order emails reached the mail sink', toShopper.length >= 2, toShopper.join(' | '));
  client.close();
});

// The owner's desk session, kept for the drills that act at the desk.
const staff = new ShopClient(SHOP, { origin });
await drill('Staff sign in to the order desk', async () => {
  const signedIn = await staffSignIn(engine, staff, accounts);
  check('the owner signed in with password and authenticator code, and the desk lists orders', true, signedIn.who);
  number('desk sign-in (incl. owner setup on a fresh stack)', seconds(signedIn.ms));
});

await drill('A cash order is confirmed from the customer’s phone (WhatsApp)', async () => {
  const client = new ShopClient(front.url, { origin, localAddress: randomLoopbackAddress() });
  const shopper = await signUp(client, 'cod-confirm');
  const result = await codConfirmedFromPhone(staff, shopper, new ShopClient(PHONES, { origin: PHONES }));
  check('the confirmation request reached the messaging sandbox within 60 s, with Confirm and Cancel', true, result.orderId);
  check(
    'pressing Confirm there confirms the order in the desk, on WhatsApp',
    result.confirmation?.state === 'confirmed' && result.confirmation.channel === 'whatsapp',
    JSON.stringify(result.confirmation),
  );
  number(
    'COD placed → on the phone; Confirm pressed → confirmed in the desk',
    `${seconds(result.reachedPhoneMs)}; ${seconds(result.confirmedMs)}`,
  );
  client.close();
});

await drill('An editor’s publish goes live', async () => {
  const door = new ShopClient(DOOR, { origin: DOOR });
  const result = await publishGoesLive(engine, door, shop, accounts);
  check('open registration of a first Strapi admin is refused at the door', result.registrationClosed);
  check(`a published FAQ answer is on /faq, and so is putting it back (${result.liveMs.length} publishes)`, true);
  const sorted = result.liveMs.toSorted((a, b) => a - b);
  const middle = sorted.length / 2;
  const median = ((sorted[Math.ceil(middle) - 1] ?? 0) + (sorted[Math.floor(middle)] ?? 0)) / 2;
  number(
    `publish → live on the shop, ${sorted.length} publishes`,
    `${result.liveMs.map(seconds).join(', ')}; median ${seconds(median)} (target ≤ 5 s), slowest ${seconds(sorted.at(-1) ?? 0)}`,
  );
});

await drill('The per-address limits see each client’s own address', async () => {
  const message = (client: ShopClient) =>
    client.post('/api/contact', {
      name: 'Drill',
      email: 'drill@stack-drill.koolers.in',
      contact: '9876543210',
      message: 'A per-address limit drill.',
    });
  const first = new ShopClient(front.url, { origin, localAddress: randomLoopbackAddress() });
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) statuses.push((await message(first)).status);
  const second = new ShopClient(front.url, { origin, localAddress: randomLoopbackAddress() });
  const other = (await message(second)).status;
  check(
    'a sixth contact message from one address is refused (5 per 10 min), another address is not',
    statuses.slice(0, 5).every((status) => status < 300) && statuses[5] === 429 && other < 300,
    `${statuses.join(' ')}; other address ${other}`,
  );
});

await drill('Replicas: /api spread over both; throughput with 2 replicas and with 1', async () => {
  const clients = Array.from({ length: 16 }, () => new ShopClient(SHOP, { origin }));
  const before = requestsPerReplica(engine);
  const two = await measureThroughput(clients, 15, CART);
  const after = requestsPerReplica(engine);
  const split = [...after].map(([name, count]) => `${name} ${count - (before.get(name) ?? 0)}`);
  const shares = [...after].map(([name, count]) => count - (before.get(name) ?? 0));
  const total = shares.reduce((a, b) => a + b, 0);
  check(
    'each replica answered between 35% and 65% of /api',
    shares.length === 2 && shares.every((share) => share > 0.35 * total && share < 0.65 * total),
    split.join(', '),
  );
  number('replica split of /api (15 s of cart quotes)', split.join(', '));
  // The machine's other work comes and goes: 1 and 2 replicas alternate, twice each, 10 s a round.
  const second = containerOf(engine, 'commerce-api', 2);
  const rounds: { replicas: number; result: Throughput }[] = [{ replicas: 2, result: two }];
  for (const replicas of [1, 2, 1]) {
    if (replicas === 1) await runAsync(engine, ['stop', '--time', '10', second]);
    else {
      await runAsync(engine, ['start', second]);
      await waitUntilHealthy(engine, { quiet: true, timeoutMs: 120_000 });
    }
    rounds.push({ replicas, result: await measureThroughput(clients, 10, CART) });
  }
  await runAsync(engine, ['start', second]);
  const withOne = rounds.filter((round) => round.replicas === 1).map((round) => round.result);
  check(
    'with one replica stopped, /api still answers',
    withOne.every((result) => result.errors === 0),
    withOne.map((r) => `${r.errors} errors`).join(', '),
  );
  const describe = (results: Throughput[]) =>
    `${results.map((r) => `${r.perSecond} req/s (p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms)`).join(', ')}`;
  const mean = (results: Throughput[]) => results.reduce((sum, r) => sum + r.perSecond, 0) / results.length;
  const withTwo = rounds.filter((round) => round.replicas === 2).map((round) => round.result);
  number('throughput, 2 replicas (cart quotes through the web front, 16 clients)', describe(withTwo));
  number('throughput, 1 replica', describe(withOne));
  number('throughput ratio 2 : 1 replicas (2 cores: overhead, not scaling)', (mean(withTwo) / Math.max(1, mean(withOne))).toFixed(2));
  for (const client of clients) client.close();
  await waitUntilHealthy(engine, { quiet: true, timeoutMs: 120_000 });
});

await drill(`${LOAD_SECONDS} s of paying customers while a replica is killed and PostgreSQL restarts`, async () => {
  const report = await faultLoad(engine, {
    frontUrl: front.url,
    origin,
    seconds: LOAD_SECONDS,
    clients: 12,
    log: (line) => console.log(`    ${line}`),
  });
  const payments = await checkPayments(engine, report, {
    client: shop,
    keyId: env.SANDBOX_RAZORPAY_KEY_ID ?? '',
    keySecret: env.SANDBOX_RAZORPAY_KEY_SECRET ?? '',
  });
  const errors = errorWindow(report);
  const ok = (what: string) =>
    report.attempts.filter((attempt) => attempt.what === what && attempt.status > 0 && attempt.status < 400).length;
  number(
    'load',
    `${report.online.filter((order) => order.orderId).length} online orders (${report.online.filter((order) => order.paymentId).length} paid, ${ok('verify-payment')} verified by the browser) and ${report.cod.filter((order) => order.orderId).length} COD in ${seconds(report.endedAt - report.startedAt)} from ${report.addresses.length} addresses; ${[...report.online, ...report.cod].filter((order) => order.refused === 429).length} attempts refused by the order limits (429)`,
  );
  for (const event of report.events)
    number(`  ${event.what}`, `at ${seconds(event.at - report.startedAt)}, took ${seconds(event.doneAt - event.at)}`);
  check(
    'every order a shopper paid is recorded paid (none missing)',
    payments.missing.length === 0,
    `${payments.recordedPaid}/${payments.paidByShoppers}${payments.missing.length ? `; missing ${payments.missing.slice(0, 5).join(', ')}` : ''}`,
  );
  check(
    'no order moved to paid twice, each with its own payment',
    payments.paidTwice.length === 0 && payments.wrongPayment.length === 0,
    `${payments.paidTwice.length} twice, ${payments.wrongPayment.length} with another payment`,
  );
  check(
    'the sandbox captured exactly one payment per paid order',
    payments.capturedTwice.length === 0,
    payments.capturedTwice.slice(0, 5).join(', '),
  );
  check(
    'every cash-on-delivery order placed is recorded',
    payments.codRecorded === payments.codPlaced,
    `${payments.codRecorded}/${payments.codPlaced}`,
  );
  check(
    'no 5xx outside the PostgreSQL restart’s window',
    errors.outside.length === 0,
    errors.outside
      .slice(0, 8)
      .map((e) => `${e.what} ${e.status || 'no answer'} at ${e.atSecond} s`)
      .join(', '),
  );
  number(
    'PostgreSQL restart window (first to last 5xx it caused)',
    `${seconds(errors.windowMs)}, ${errors.inWindow} failed requests (all retried by the shoppers)`,
  );
  number('paid orders settled in the database after the load', seconds(payments.secondsToSettle * 1000));
});

await drill('A restarted web front serves within 10 s', async () => {
  const web = containerOf(engine, 'web');
  await runAsync(engine, ['stop', '--time', '10', web]);
  const restarted = Date.now();
  await runAsync(engine, ['start', web]);
  let served = 0;
  while (Date.now() - restarted < 60_000) {
    const answer = await shop.get('/').catch(() => null);
    if (answer?.status === 200) {
      served = Date.now() - restarted;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  check(
    'the shop is served ≤ 10 s after the web front starts',
    served > 0 && served <= 10_000,
    served ? seconds(served) : 'not within 60 s',
  );
  number('web front: start → serving the last build', served ? seconds(served) : 'never');
  // Nothing changed in Strapi since its last build: it must say so, and not rebuild.
  let decision = '';
  while (!decision && Date.now() - restarted < 120_000) {
    const lines = run(engine, ['logs', '--since', String(Math.floor(restarted / 1000) - 1), web]).stdout.split('\n');
    decision = lines.find((line) => /no rebuild needed|site rebuilt|rebuild failed/.test(line)) ?? '';
    if (!decision) await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  check(
    'it rebuilds only when content changed: nothing did, so it did not',
    decision.includes('no rebuild needed'),
    decision ? (JSON.parse(decision) as { msg: string }).msg : 'no decision within 120 s',
  );
});

await drill('Backup, and restore into a fresh stack', async () => {
  const result = await backupRestoreDrill(engine);
  check(
    'the restore found every table and upload identical to the backup, before anything started',
    result.verified.includes('identical'),
    result.verified,
  );
  check(
    'with the shop running again: orders, customers, content and pictures as backed up',
    result.differences.length === 0,
    result.differences.slice(0, 5).join('; ') || result.compared,
  );
  number('backup (npm run stack:backup)', `${seconds(result.backupSeconds * 1000)} → ${result.archive}`);
  number('restore into a fresh stack, until healthy (npm run stack:restore)', seconds(result.restoreSeconds * 1000));
  // A new connection: the web front the old ones went to is gone.
  const home = await new ShopClient(SHOP, { origin }).get('/');
  check(
    'the restored shop answers (it rebuilds the site from the restored content)',
    home.status === 200 || home.status === 503,
    `${home.status}`,
  );
});

front.close();
shop.close();
const failed = checks.filter((entry) => !entry.ok);
console.log(`\n━━ stack:test on ${engine.name}, ${seconds(Date.now() - started)} ━━`);
for (const [label, value] of numbers) console.log(`  ${label}: ${value}`);
console.log(
  `\n${checks.length - failed.length}/${checks.length} checks passed${failed.length ? `; failed: ${failed.map((entry) => entry.name).join('; ')}` : ''}`,
);
process.exit(failed.length ? 1 : 0);
