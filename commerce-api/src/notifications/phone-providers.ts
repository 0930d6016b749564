import type { MessagingConfig } from '../config.ts';
import type { PhoneWords } from './phone-templates.ts';

/**
 * The small interface a phone channel's provider keeps: hand over one message, answer the
 * provider's id for it (its webhooks name that id), or throw (the outbox tries again later).
 */
export type PhoneProvider = { send(to: string, words: PhoneWords): Promise<{ providerMessageId: string }> };

const TIMEOUT_MS = 10_000;

async function postJson(url: string, headers: Record<string, string>, body: unknown): Promise<{ status: number; json: unknown }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // A proxy's HTML error page: the status says enough.
  }
  return { status: res.status, json };
}

/** Meta's WhatsApp Cloud API: POST {base}/{phone-number-id}/messages, a template message with its quick-reply payloads. */
export function whatsappCloudApi(config: NonNullable<MessagingConfig['whatsapp']>): PhoneProvider {
  return {
    async send(to, words) {
      const { name, language, parameters, buttonPayloads, copyCode } = words.whatsapp;
      const { status, json } = await postJson(
        `${config.apiUrl}/${config.phoneNumberId}/messages`,
        { authorization: `Bearer ${config.accessToken}` },
        {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to,
          type: 'template',
          template: {
            name,
            language: { code: language },
            components: [
              { type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) },
              // An authentication template's copy-code button takes the code as its URL button's parameter.
              ...(copyCode ? [{ type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: copyCode }] }] : []),
              ...buttonPayloads.map((payload, index) => ({
                type: 'button',
                sub_type: 'quick_reply',
                index: String(index),
                parameters: [{ type: 'payload', payload }],
              })),
            ],
          },
        },
      );
      const answer = json as { messages?: Array<{ id?: string }>; error?: { message?: string; code?: number } } | null;
      const id = answer?.messages?.[0]?.id;
      if (status >= 200 && status < 300 && id) return { providerMessageId: id };
      throw new Error(`WhatsApp refused it: HTTP ${status}${answer?.error ? ` (${answer.error.code}) ${answer.error.message}` : ''}`);
    },
  };
}

/** MSG91's Flow API: POST {base}/api/v5/flow with the DLT template's id and the recipient's variables. */
export function msg91FlowApi(config: NonNullable<MessagingConfig['sms']>): PhoneProvider {
  return {
    async send(to, words) {
      if (!words.sms) throw new Error('This message has no SMS template');
      const { status, json } = await postJson(
        `${config.apiUrl}/api/v5/flow`,
        { authkey: config.authKey, accept: 'application/json' },
        { template_id: words.sms.templateId, short_url: '0', recipients: [{ mobiles: to, ...words.sms.variables }] },
      );
      const answer = json as { type?: string; message?: string } | null;
      if (status >= 200 && status < 300 && answer?.type === 'success' && answer.message) return { providerMessageId: answer.message };
      throw new Error(`MSG91 refused it: HTTP ${status}${answer?.message ? ` ${answer.message}` : ''}`);
    },
  };
}
