import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createMessagingSandbox, MESSAGING_BANNER } from './app.ts';
import { SANDBOX_DEFAULTS } from './defaults.ts';

// scripts/.env first: process.loadEnvFile never overrides a variable that is already set.
for (const file of ['../.env', '../../.env']) {
  const path = fileURLToPath(new URL(file, import.meta.url));
  if (existsSync(path)) process.loadEnvFile(path);
}

const log =
  process.env.LOG_FORMAT === 'json'
    ? (line: string) => console.log(JSON.stringify({ level: 30, time: Date.now(), service: 'messaging-sandbox', msg: line }))
    : (line: string) => console.log(`[messaging-sandbox] ${line}`);
const host = process.env.SANDBOX_HOST || '127.0.0.1';
const port = Number(process.env.MESSAGING_SANDBOX_PORT ?? 4020);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`[messaging-sandbox] invalid MESSAGING_SANDBOX_PORT: ${process.env.MESSAGING_SANDBOX_PORT}`);
  process.exit(1);
}
const env = (name: string) => process.env[name] || undefined;

const app = createMessagingSandbox({
  whatsapp: {
    accessToken: env('WHATSAPP_ACCESS_TOKEN') ?? SANDBOX_DEFAULTS.whatsappAccessToken,
    appSecret: env('WHATSAPP_APP_SECRET') ?? SANDBOX_DEFAULTS.whatsappAppSecret,
    phoneNumberId: env('WHATSAPP_PHONE_NUMBER_ID') ?? SANDBOX_DEFAULTS.whatsappPhoneNumberId,
    displayPhoneNumber: env('WHATSAPP_DISPLAY_NUMBER') ?? SANDBOX_DEFAULTS.whatsappDisplayNumber,
    webhookUrl: env('WHATSAPP_WEBHOOK_URL'),
  },
  sms: { authKey: env('MSG91_AUTH_KEY') ?? SANDBOX_DEFAULTS.msg91AuthKey, webhookUrl: env('MSG91_WEBHOOK_URL') },
  log,
});

const server = app.listen(port, host, (error?: Error) => {
  if (error) {
    console.error(`[messaging-sandbox] cannot listen on ${host}:${port}: ${error.message}`);
    process.exit(1);
  }
  const address = server.address();
  const base = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
  log(MESSAGING_BANNER);
  log(`Phones   ${base}/   (JSON: ${base}/messages)`);
  log(`WhatsApp ${base}/v21.0/{phone-number-id}/messages · SMS ${base}/api/v5/flow`);
  log(`Webhooks → ${env('WHATSAPP_WEBHOOK_URL') ?? 'off (WhatsApp)'} · ${env('MSG91_WEBHOOK_URL') ?? 'off (SMS)'}`);
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
