import { runSandboxProcess } from '../lib/sandbox-process.ts';
import { createSandboxApp, SANDBOX_BANNER } from './app.ts';

// Read from the environment once the .env files are loaded (in `create`), for the banner too.
let keyId = '';
let webhooks = 'Webhooks off';

runSandboxProcess({
  service: 'razorpay-sandbox',
  portVariable: 'SANDBOX_PORT',
  defaultPort: 4010,
  create: (log) => {
    keyId = process.env.RAZORPAY_KEY_ID || 'rzp_test_sandbox';
    const keySecret = process.env.RAZORPAY_KEY_SECRET || 'koolers_sandbox_key_secret';
    const webhookUrl = process.env.RAZORPAY_WEBHOOK_URL || undefined;
    const webhookSecret = process.env.RAZORPAY_WEBHOOK_SECRET || undefined;
    if (!process.env.RAZORPAY_KEY_ID || !process.env.RAZORPAY_KEY_SECRET) {
      log(`RAZORPAY_KEY_ID/RAZORPAY_KEY_SECRET not set: using the sandbox defaults ${keyId} / ${keySecret}`);
    }
    if (Boolean(webhookUrl) !== Boolean(webhookSecret)) {
      log('webhooks DISABLED: set both RAZORPAY_WEBHOOK_URL and RAZORPAY_WEBHOOK_SECRET');
    }
    if (webhookUrl && webhookSecret) webhooks = `Webhooks → ${webhookUrl}`;
    return createSandboxApp({ keyId, keySecret, webhookUrl, webhookSecret, log });
  },
  banner: (base) => [
    '*'.repeat(64),
    SANDBOX_BANNER,
    '*'.repeat(64),
    `API      ${base}/v1/   (key id ${keyId})`,
    `Checkout ${base}/v1/checkout.js`,
    webhooks,
  ],
});
