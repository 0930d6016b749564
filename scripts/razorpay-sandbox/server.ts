import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createSandboxApp, SANDBOX_BANNER } from './app.ts';

// scripts/.env first: process.loadEnvFile never overrides a variable that is already set.
for (const file of ['../.env', '../../.env']) {
  const path = fileURLToPath(new URL(file, import.meta.url));
  if (existsSync(path)) process.loadEnvFile(path);
}

// LOG_FORMAT=json (the production stack's offline mode): one JSON line per message, like every service there.
const log =
  process.env.LOG_FORMAT === 'json'
    ? (line: string) => console.log(JSON.stringify({ level: 30, time: Date.now(), service: 'razorpay-sandbox', msg: line }))
    : (line: string) => console.log(`[razorpay-sandbox] ${line}`);
/** 127.0.0.1 unless told otherwise (in a container: 0.0.0.0, reachable only on the stack's network). */
const host = process.env.SANDBOX_HOST || '127.0.0.1';

const port = Number(process.env.SANDBOX_PORT ?? 4010);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`[razorpay-sandbox] invalid SANDBOX_PORT: ${process.env.SANDBOX_PORT}`);
  process.exit(1);
}
const keyId = process.env.RAZORPAY_KEY_ID || 'rzp_test_sandbox';
const keySecret = process.env.RAZORPAY_KEY_SECRET || 'koolers_sandbox_key_secret';
const webhookUrl = process.env.RAZORPAY_WEBHOOK_URL || undefined;
const webhookSecret = process.env.RAZORPAY_WEBHOOK_SECRET || undefined;

if (!process.env.RAZORPAY_KEY_ID || !process.env.RAZORPAY_KEY_SECRET) {
  log(`RAZORPAY_KEY_ID/RAZORPAY_KEY_SECRET not set: using the sandbox defaults ${keyId} / ${keySecret}`);
}
if (Boolean(webhookUrl) !== Boolean(webhookSecret)) {
  log('webhooks DISABLED: set both RAZORPAY_WEBHOOK_URL and RAZORPAY_WEBHOOK_SECRET');
}

let app: ReturnType<typeof createSandboxApp>;
try {
  app = createSandboxApp({ keyId, keySecret, webhookUrl, webhookSecret, log });
} catch (error) {
  console.error(`[razorpay-sandbox] ${(error as Error).message}`);
  process.exit(1);
}

const server = app.listen(port, host, (error?: Error) => {
  if (error) {
    console.error(`[razorpay-sandbox] cannot listen on ${host}:${port}: ${error.message}`);
    process.exit(1);
  }
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const base = `http://${host}:${actualPort}`;
  log('*'.repeat(64));
  log(SANDBOX_BANNER);
  log('*'.repeat(64));
  log(`API      ${base}/v1/   (key id ${keyId})`);
  log(`Checkout ${base}/v1/checkout.js`);
  log(webhookUrl && webhookSecret ? `Webhooks → ${webhookUrl}` : 'Webhooks off');
});

function shutdown(signal: string): void {
  log(`${signal}: shutting down`);
  app.sandbox.close();
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 3_000).unref();
}
process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
