import { Router } from 'express';
import { z } from 'zod';
import { renderWhatsApp, WHATSAPP_TEMPLATES } from './approved-templates.ts';
import { hubSignature } from './signature.ts';
import { type MessageStore, type SandboxMessage, wamid } from './store.ts';
import type { WebhookTarget } from './webhooks.ts';

export type WhatsAppOptions = {
  accessToken: string;
  appSecret: string;
  phoneNumberId: string;
  /** The business number the phone number id stands for, as webhooks name it. */
  displayPhoneNumber: string;
  webhookUrl?: string | undefined;
};

/** The WhatsApp Business Account id webhooks name (any: the shop does not check it). */
const WABA_ID = '100000000000001';

const textParameter = z.object({ type: z.literal('text'), text: z.string().min(1).max(1024) });
const component = z.union([
  z.object({ type: z.literal('header'), parameters: z.array(textParameter).optional() }),
  z.object({ type: z.literal('body'), parameters: z.array(textParameter).optional() }),
  z.object({
    type: z.literal('button'),
    sub_type: z.literal('quick_reply'),
    index: z.union([z.string(), z.number()]),
    parameters: z.array(z.object({ type: z.literal('payload'), payload: z.string().max(1000) })),
  }),
  // An authentication template's copy-code button: its parameter is the code it copies.
  z.object({
    type: z.literal('button'),
    sub_type: z.literal('url'),
    index: z.union([z.string(), z.number()]),
    parameters: z.array(z.object({ type: z.literal('text'), text: z.string().min(1).max(15) })),
  }),
]);
/** Cloud API's POST /{version}/{phone-number-id}/messages, the template message only. */
const sendRequest = z.object({
  messaging_product: z.literal('whatsapp'),
  recipient_type: z.literal('individual').optional(),
  to: z.string().regex(/^\+?\d{8,15}$/, 'to must be a phone number with its country code'),
  type: z.literal('template'),
  template: z.object({
    name: z.string().min(1),
    language: z.object({ code: z.string().min(2), policy: z.literal('deterministic').optional() }),
    components: z.array(component).optional(),
  }),
});

/** Meta's error shape: `{ error: { message, type, code, error_data?, fbtrace_id } }`. */
export const metaError = (message: string, code: number, type = 'OAuthException', details?: string) => ({
  error: { message, type, code, ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}), fbtrace_id: 'sandbox' },
});

export function whatsappApi(options: WhatsAppOptions, store: MessageStore, deliver: (message: SandboxMessage) => void) {
  return Router().post('/:version/:phoneNumberId/messages', (req, res) => {
    if (req.get('authorization') !== `Bearer ${options.accessToken}`) {
      res.status(401).json(metaError('Invalid OAuth access token - Cannot parse access token', 190));
      return;
    }
    if (!/^v\d+\.\d+$/.test(req.params.version) || req.params.phoneNumberId !== options.phoneNumberId) {
      res
        .status(400)
        .json(
          metaError(`Unsupported post request. Object with ID '${req.params.phoneNumberId}' does not exist`, 100, 'GraphMethodException'),
        );
      return;
    }
    const parsed = sendRequest.safeParse(req.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      res.status(400).json(metaError('(#100) Invalid parameter', 100, 'OAuthException', `${issue?.path.join('.')}: ${issue?.message}`));
      return;
    }
    if (store.takeReject()) {
      res.status(500).json(metaError('An unknown error has occurred.', 1, 'OAuthException'));
      return;
    }
    const { to, template } = parsed.data;
    const approved = WHATSAPP_TEMPLATES.find((t) => t.name === template.name && t.language === template.language.code);
    if (!approved) {
      res
        .status(404)
        .json(
          metaError(
            '(#132001) Template name does not exist in the translation',
            132001,
            'OAuthException',
            `template name (${template.name}) does not exist in ${template.language.code}`,
          ),
        );
      return;
    }
    const body = template.components?.find((c) => c.type === 'body');
    const parameters = (body?.parameters ?? []).map((p) => p.text);
    const text = renderWhatsApp(approved, parameters);
    if (text === null) {
      res.status(400).json(metaError('(#132000) Number of parameters does not match the expected number of params', 132000));
      return;
    }
    const payloads = new Map<number, string>();
    for (const c of template.components ?? []) {
      if (c.type !== 'button') continue;
      const parameter = c.parameters[0];
      payloads.set(Number(c.index), parameter && 'payload' in parameter ? parameter.payload : (parameter?.text ?? ''));
    }
    const digits = to.replace(/^\+/, '');
    const message = store.add({
      id: wamid(),
      channel: 'whatsapp',
      to: digits,
      template: approved.name,
      language: approved.language,
      parameters,
      text,
      buttons: approved.buttons.map((label, index) => ({ text: label, payload: payloads.get(index) ?? label })),
    });
    deliver(message);
    res.json({
      messaging_product: 'whatsapp',
      contacts: [{ input: to, wa_id: digits }],
      messages: [{ id: message.id, message_status: 'accepted' }],
    });
  });
}

/** The webhook target: signed with X-Hub-Signature-256 over the raw body. */
export function whatsappTarget(options: WhatsAppOptions): WebhookTarget {
  return { url: options.webhookUrl, headers: (body) => ({ 'x-hub-signature-256': hubSignature(body, options.appSecret) }) };
}

function envelope(options: WhatsAppOptions, value: Record<string, unknown>) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: WABA_ID,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: options.displayPhoneNumber, phone_number_id: options.phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

const seconds = () => String(Math.floor(Date.now() / 1000));

/** A status webhook: sent, delivered, read or failed (with Meta's error for an undeliverable message). */
export function statusPayload(options: WhatsAppOptions, message: SandboxMessage, status: 'sent' | 'delivered' | 'read' | 'failed') {
  return envelope(options, {
    statuses: [
      {
        id: message.id,
        status,
        timestamp: seconds(),
        recipient_id: message.to,
        ...(status === 'failed'
          ? {
              errors: [
                {
                  code: 131026,
                  title: 'Message undeliverable',
                  message: 'Message undeliverable',
                  error_data: { details: 'The sandbox was told to fail it' },
                },
              ],
            }
          : { pricing: { billable: true, pricing_model: 'PMP', category: 'utility' } }),
      },
    ],
  });
}

/** What the phone sends back: a quick-reply button pressed on `message`, or a typed text. */
export function replyPayload(
  options: WhatsAppOptions,
  message: SandboxMessage,
  reply: { button: { text: string; payload: string } } | { text: string },
) {
  return envelope(options, {
    contacts: [{ profile: { name: 'Sandbox phone' }, wa_id: message.to }],
    messages: [
      {
        from: message.to,
        id: wamid(),
        timestamp: seconds(),
        ...('button' in reply
          ? { type: 'button', context: { from: options.displayPhoneNumber, id: message.id }, button: reply.button }
          : { type: 'text', text: { body: reply.text } }),
      },
    ],
  });
}
