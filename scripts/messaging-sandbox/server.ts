import { runSandboxProcess } from '../lib/sandbox-process.ts';
import { createMessagingSandbox, MESSAGING_BANNER } from './app.ts';
import { SANDBOX_DEFAULTS } from './defaults.ts';

const env = (name: string) => process.env[name] || undefined;

runSandboxProcess({
  service: 'messaging-sandbox',
  portVariable: 'MESSAGING_SANDBOX_PORT',
  defaultPort: 4020,
  create: (log) =>
    createMessagingSandbox({
      whatsapp: {
        accessToken: env('WHATSAPP_ACCESS_TOKEN') ?? SANDBOX_DEFAULTS.whatsappAccessToken,
        appSecret: env('WHATSAPP_APP_SECRET') ?? SANDBOX_DEFAULTS.whatsappAppSecret,
        phoneNumberId: env('WHATSAPP_PHONE_NUMBER_ID') ?? SANDBOX_DEFAULTS.whatsappPhoneNumberId,
        displayPhoneNumber: env('WHATSAPP_DISPLAY_NUMBER') ?? SANDBOX_DEFAULTS.whatsappDisplayNumber,
        webhookUrl: env('WHATSAPP_WEBHOOK_URL'),
      },
      sms: { authKey: env('MSG91_AUTH_KEY') ?? SANDBOX_DEFAULTS.msg91AuthKey, webhookUrl: env('MSG91_WEBHOOK_URL') },
      log,
    }),
  banner: (base) => [
    MESSAGING_BANNER,
    `Phones   ${base}/   (JSON: ${base}/messages)`,
    `WhatsApp ${base}/v21.0/{phone-number-id}/messages · SMS ${base}/api/v5/flow`,
    `Webhooks → ${env('WHATSAPP_WEBHOOK_URL') ?? 'off (WhatsApp)'} · ${env('MSG91_WEBHOOK_URL') ?? 'off (SMS)'}`,
  ],
});
