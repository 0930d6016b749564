import { createMessagingSandbox } from '@koolers/scripts/messaging-sandbox';
import { SANDBOX_DEFAULTS } from '@koolers/scripts/messaging-sandbox/defaults';
import { freePort, listen } from './ports.ts';
import { buildTestApp } from './test-app.ts';

export const SMS_WEBHOOK_TOKEN = 'api-test-msg91-webhook-token';
export const WHATSAPP_VERIFY_TOKEN = 'api-test-whatsapp-verify-token';
export const SHOP_PHONE = '9820000001';

/** What the messaging sandbox lists at GET /messages. */
export type PhoneMessage = {
  id: string;
  channel: 'whatsapp' | 'sms';
  to: string;
  template: string;
  parameters: string[] | Record<string, string>;
  text: string;
  buttons: Array<{ text: string; payload: string }>;
  state: string;
};

/**
 * The commerce API serving HTTP, with the messaging sandbox beside it (WhatsApp and SMS both
 * configured, the shop's own WhatsApp number set) sending its webhooks back: the whole path a
 * phone message takes, in this process.
 */
export async function buildMessagingShop(options: Parameters<typeof buildTestApp>[0] = {}) {
  const apiPort = await freePort();
  const api = `http://127.0.0.1:${apiPort}`;
  const sandbox = createMessagingSandbox({
    whatsapp: {
      accessToken: SANDBOX_DEFAULTS.whatsappAccessToken,
      appSecret: SANDBOX_DEFAULTS.whatsappAppSecret,
      phoneNumberId: SANDBOX_DEFAULTS.whatsappPhoneNumberId,
      displayPhoneNumber: SANDBOX_DEFAULTS.whatsappDisplayNumber,
      webhookUrl: `${api}/api/messaging/whatsapp/webhook`,
    },
    sms: { authKey: SANDBOX_DEFAULTS.msg91AuthKey, webhookUrl: `${api}/api/messaging/sms/delivery-report?token=${SMS_WEBHOOK_TOKEN}` },
    log: () => {},
    // A status can overtake the sender writing the message's id down: the shop answers 503 and it comes again.
    webhookRetryDelaysMs: [50, 100, 200, 400, 800],
  });
  const phones = await listen(sandbox);
  const shop = await buildTestApp({
    ...options,
    settings: {
      WHATSAPP_API_URL: `${phones.url}/v21.0`,
      WHATSAPP_ACCESS_TOKEN: SANDBOX_DEFAULTS.whatsappAccessToken,
      WHATSAPP_PHONE_NUMBER_ID: SANDBOX_DEFAULTS.whatsappPhoneNumberId,
      WHATSAPP_APP_SECRET: SANDBOX_DEFAULTS.whatsappAppSecret,
      WHATSAPP_VERIFY_TOKEN,
      MSG91_API_URL: phones.url,
      MSG91_AUTH_KEY: SANDBOX_DEFAULTS.msg91AuthKey,
      MSG91_WEBHOOK_TOKEN: SMS_WEBHOOK_TOKEN,
      SHOP_WHATSAPP_NUMBER: SHOP_PHONE,
      // Every shopper of these tests signs up and orders from this one address.
      RATE_LIMIT_SCALE: '100',
      ...options.settings,
    },
  });
  const server = await listen(shop.app, apiPort);
  const control = (path: string, body: unknown) =>
    fetch(`${phones.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return {
    shop,
    api,
    phones: {
      url: phones.url,
      /** Everything the sandbox received, newest first. */
      messages: async () => (await (await fetch(`${phones.url}/messages`)).json()) as PhoneMessage[],
      behave: (behaviour: Record<string, unknown>) => control('/sandbox/behaviour', behaviour),
      press: (id: string, button: string) => control(`/messages/${id}/reply`, { button }),
      webhooksIdle: () => sandbox.sandbox.webhooksIdle(),
    },
    async close() {
      sandbox.sandbox.close();
      phones.server.close();
      server.server.closeAllConnections();
      server.server.close();
      await shop.close();
    },
  };
}
