import { createHmac } from 'node:crypto';
import express, { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { appError } from '../http/app-error.ts';
import { sameSecret } from '../http/shared-secret.ts';
import { type DeliveryReport, queueSmsFallbacks, recordDeliveryReport } from '../notifications/outbox.ts';
import { codAnswerOf, STOP_PAYLOAD } from '../notifications/phone-templates.ts';
import { answerCodConfirmation } from '../orders/cod-confirmation.ts';
import { phoneOfOrder } from '../orders/order-phone.ts';
import { recordConsent, tenDigits } from './consent.ts';

/** Meta's webhook, the parts the shop reads: delivery statuses of its messages, and the shopper's answers. */
const whatsappWebhook = z.object({
  object: z.string(),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z
            .object({
              statuses: z
                .array(
                  z.object({
                    id: z.string(),
                    status: z.string(),
                    timestamp: z.string(),
                    errors: z
                      .array(z.object({ code: z.number().optional(), title: z.string().optional(), message: z.string().optional() }))
                      .optional(),
                  }),
                )
                .optional(),
              messages: z
                .array(
                  z.object({
                    from: z.string(),
                    type: z.string(),
                    button: z.object({ payload: z.string().optional(), text: z.string().optional() }).optional(),
                    text: z.object({ body: z.string() }).optional(),
                    interactive: z.object({ button_reply: z.object({ id: z.string(), title: z.string() }).optional() }).optional(),
                  }),
                )
                .optional(),
            })
            .passthrough(),
        }),
      ),
    }),
  ),
});

/** MSG91's JSON delivery report (webhook v3), one or several. */
const smsReport = z.object({
  requestId: z.string().min(1),
  status: z.string(),
  desc: z.string().optional(),
  failedReason: z.string().optional(),
  /** India's time, `2024-05-22 10:06:20`. */
  date: z.string().optional(),
});
const smsReports = z.union([smsReport, z.array(smsReport)]);

/** A webhook about a message the shop does not know yet is answered "later" while this young: the sender is writing its id down. */
const RECENT_MS = 10 * 60_000;
const STATES = new Set(['sent', 'delivered', 'read', 'failed']);
/** "STOP" typed, or the Stop updates button: the shopper opts out (the words people use to unsubscribe). */
const isStop = (text: string | undefined) => !!text && /^(stop|unsubscribe|stop updates)$/i.test(text.trim());

/**
 * The phone channels' webhooks, mounted before the JSON parser (WhatsApp's signature is over the raw body):
 * - GET  /api/messaging/whatsapp/webhook: Meta's verification handshake (hub.challenge echoed for the verify token);
 * - POST /api/messaging/whatsapp/webhook: statuses and replies, signed with X-Hub-Signature-256 (401 otherwise);
 * - POST /api/messaging/sms/delivery-report?token=…: MSG91's delivery reports (it signs nothing: the token).
 * Each report is applied idempotently (a message's state only moves forward); a failed WhatsApp
 * message queues its SMS at once, and a "STOP" opts the number out.
 */
export function messagingWebhookRoutes(deps: AppContext): Router {
  const router = Router();
  const whatsapp = deps.config.messaging.whatsapp;
  const sms = deps.config.messaging.sms;

  router.get('/whatsapp/webhook', (req, res) => {
    if (!whatsapp) throw appError('not_found.whatsapp', 404);
    const mode = req.query['hub.mode'];
    const token = req.query['hub.verify_token'];
    const challenge = req.query['hub.challenge'];
    if (mode !== 'subscribe' || typeof token !== 'string' || !sameSecret(token, whatsapp.verifyToken) || typeof challenge !== 'string') {
      throw appError('forbidden', 403);
    }
    res.type('text/plain').send(challenge);
  });

  router.post('/whatsapp/webhook', express.raw({ type: () => true, limit: '256kb' }), async (req, res) => {
    if (!whatsapp) throw appError('not_found.whatsapp', 404);
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const expected = `sha256=${createHmac('sha256', whatsapp.appSecret).update(raw).digest('hex')}`;
    const given = req.get('x-hub-signature-256') ?? '';
    if (!sameSecret(given, expected)) throw appError('bad_signature.whatsapp', 401);
    let body: z.infer<typeof whatsappWebhook>;
    try {
      body = whatsappWebhook.parse(JSON.parse(raw.toString('utf8')));
    } catch {
      throw appError('bad_payload.whatsapp', 400);
    }
    let unknownAndRecent = false;
    let failed = false;
    for (const change of body.entry.flatMap((entry) => entry.changes).filter((c) => c.field === 'messages')) {
      for (const status of change.value.statuses ?? []) {
        if (!STATES.has(status.status)) continue;
        const at = new Date(Number(status.timestamp) * 1000);
        const error = status.errors?.[0];
        const report: DeliveryReport = {
          state: status.status as DeliveryReport['state'],
          at: Number.isFinite(at.getTime()) ? at : new Date(),
          ...(error ? { reason: `${error.title ?? error.message ?? 'Undeliverable'}${error.code ? ` (${error.code})` : ''}` } : {}),
        };
        const known = await recordDeliveryReport(deps.db, 'whatsapp', status.id, report);
        if (!known && Date.now() - report.at.getTime() < RECENT_MS) unknownAndRecent = true;
        if (known && report.state === 'failed') failed = true;
      }
      for (const message of change.value.messages ?? []) {
        const answer = message.button?.payload ?? message.button?.text ?? message.interactive?.button_reply?.id ?? message.text?.body;
        const cod = codAnswerOf(message.button?.payload ?? message.interactive?.button_reply?.id);
        if (cod) {
          // Confirm or Cancel on the COD confirmation: counted once however often it is pressed, and
          // only from the phone the order was placed with (the payload names the order).
          const order = await phoneOfOrder(deps.db, cod.orderId);
          if (order && order.customer_phone === tenDigits(message.from)) {
            const result = await answerCodConfirmation(deps, { ...cod, channel: 'whatsapp' });
            deps.logger.info({ channel: 'whatsapp', orderId: cod.orderId, outcome: result.outcome }, 'a COD confirmation was answered');
          }
          continue;
        }
        if (answer === STOP_PAYLOAD || isStop(answer)) {
          await recordConsent(deps.db, tenDigits(message.from), false, 'stop-reply');
          deps.logger.info({ channel: 'whatsapp' }, 'a shopper opted out of WhatsApp messages');
        }
      }
    }
    if (failed && sms && (await queueSmsFallbacks(deps.db)) > 0) deps.outbox.nudge();
    // Meta tries a webhook again until it is answered 200: a status overtaking the id it names comes back.
    if (unknownAndRecent) throw appError('not_yet', 503);
    res.json({ status: 'ok' });
  });

  router.post('/sms/delivery-report', express.json({ limit: '256kb' }), async (req, res) => {
    if (!sms) throw appError('not_found.sms', 404);
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    if (!sameSecret(token, sms.webhookToken)) throw appError('bad_token', 401);
    const parsed = smsReports.safeParse(req.body);
    if (!parsed.success) throw appError('bad_payload.sms', 400);
    let unknown = false;
    for (const report of Array.isArray(parsed.data) ? parsed.data : [parsed.data]) {
      const delivered = report.status === '1' || report.desc?.toUpperCase() === 'DELIVERED';
      const failed = ['2', '9', '16', '17', '25', '26'].includes(report.status) || /FAILED|REJECTED|NDNC|BLOCKED/i.test(report.desc ?? '');
      if (!delivered && !failed) continue;
      const known = await recordDeliveryReport(deps.db, 'sms', report.requestId, {
        state: delivered ? 'delivered' : 'failed',
        at: new Date(),
        ...(failed ? { reason: report.failedReason || report.desc || 'Not delivered' } : {}),
      });
      const at = report.date ? new Date(`${report.date.replace(' ', 'T')}+05:30`) : new Date();
      if (!known && !(Date.now() - at.getTime() >= RECENT_MS)) unknown = true;
    }
    if (unknown) throw appError('not_yet', 503);
    res.json({ status: 'ok' });
  });

  return router;
}
