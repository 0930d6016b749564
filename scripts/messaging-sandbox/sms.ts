import { Router } from 'express';
import { z } from 'zod';
import { renderSms, SMS_TEMPLATES } from './approved-templates.ts';
import { type MessageStore, requestId, type SandboxMessage } from './store.ts';

export type SmsOptions = {
  authKey: string;
  /** Where delivery reports go (MSG91 posts them to the URL set in its panel; the shop puts its token in it). */
  webhookUrl?: string | undefined;
};

/** MSG91's Flow API body: one template, each recipient with its mobile number and the template's variables. */
const flowRequest = z.object({
  template_id: z.string().min(1),
  short_url: z.enum(['0', '1']).optional(),
  recipients: z
    .array(z.object({ mobiles: z.string().regex(/^\d{12}$/, 'mobiles: the country code and the 10 digits') }).catchall(z.string()))
    .min(1),
});

/**
 * MSG91's Flow API (POST /api/v5/flow, header `authkey`): answers `{ type: "success", message:
 * <request id> }`, or `{ type: "error", message }`. DLT: the template id maps to a DLT-registered
 * template and sender; the words sent are that template's, only the variables change.
 */
export function msg91Api(options: SmsOptions, store: MessageStore, deliver: (message: SandboxMessage) => void) {
  return Router().post('/api/v5/flow', (req, res) => {
    if (req.get('authkey') !== options.authKey) {
      res.status(401).json({ type: 'error', message: 'Authentication failure', code: '418' });
      return;
    }
    const parsed = flowRequest.safeParse(req.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      res.status(400).json({ type: 'error', message: `${issue?.path.join('.')}: ${issue?.message}` });
      return;
    }
    if (store.takeReject()) {
      res.status(500).json({ type: 'error', message: 'Internal server error' });
      return;
    }
    const template = SMS_TEMPLATES.find((t) => t.templateId === parsed.data.template_id);
    if (!template) {
      res.status(400).json({ type: 'error', message: 'Template ID is not valid' });
      return;
    }
    const id = requestId();
    for (const { mobiles, ...variables } of parsed.data.recipients) {
      const message = store.add({
        id,
        channel: 'sms',
        to: mobiles,
        template: template.templateId,
        dltTemplateId: template.dltTemplateId,
        language: 'en',
        parameters: variables,
        text: renderSms(template, variables),
        buttons: [],
      });
      deliver(message);
    }
    res.json({ type: 'success', message: id });
  });
}

/** A delivery report as MSG91's JSON webhook (v3) sends it: status "1" delivered, "2" failed. */
export function deliveryReport(message: SandboxMessage, state: 'delivered' | 'failed') {
  // India's time, as MSG91 writes it.
  const date = new Date(Date.now() + 330 * 60_000).toISOString().replace('T', ' ').slice(0, 19);
  return {
    requestId: message.id,
    number: message.to,
    senderId: 'KOOLRS',
    date,
    status: state === 'delivered' ? '1' : '2',
    desc: state === 'delivered' ? 'DELIVERED' : 'FAILED',
    failedReason: state === 'failed' ? 'The sandbox was told to fail it' : '',
    credit: '1',
  };
}
