import express, { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { appError } from '../http/app-error.ts';
import { createRefundService } from '../orders/order-refund-service.ts';
import { isEventSeen, rememberEvent } from './payment-event-repository.ts';
import { createPaymentRecorder } from './record-payment.ts';

const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullish(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  captured: z.boolean().optional(),
  error_description: z.string().nullish(),
});
const refundEntity = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number().int().positive(),
  /** Razorpay sends `[]` for no notes. */
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
});
const webhookEvent = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: paymentEntity }).optional(),
    refund: z.object({ entity: refundEntity }).optional(),
    order: z.object({ entity: z.object({ id: z.string(), amount_paid: z.number().int().optional() }) }).optional(),
  }),
});

/**
 * POST /api/payments/webhook: Razorpay's own word on a payment, signed over the raw body with the
 * webhook secret. Deliveries repeat and arrive out of order: every event is applied idempotently
 * (an order only ever moves forward) and its id is remembered so a repeat is acknowledged at once.
 */
export function paymentWebhookRoutes(deps: AppContext): Router {
  const recorder = createPaymentRecorder(deps);
  const refunds = createRefundService(deps);
  return Router().post('/webhook', express.raw({ type: () => true, limit: '256kb' }), async (req, res) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (!deps.payments.isWebhookSignatureValid(raw, req.get('x-razorpay-signature'))) {
      throw appError('bad_signature.razorpay', 400);
    }
    const eventId = req.get('x-razorpay-event-id');
    if (!eventId || eventId.length > 100) throw appError('missing_event_id', 400);

    if (await isEventSeen(deps.db, eventId)) {
      res.json({ status: 'duplicate' });
      return;
    }

    let event: z.infer<typeof webhookEvent>;
    try {
      event = webhookEvent.parse(JSON.parse(raw.toString('utf8')));
    } catch {
      throw appError('bad_payload.razorpay', 400);
    }
    const payment = event.payload.payment?.entity;
    const razorpayOrderId = payment?.order_id ?? event.payload.order?.entity.id ?? null;

    if ((event.event === 'payment.captured' || event.event === 'order.paid') && payment && razorpayOrderId) {
      const outcome = await recorder.record(
        {
          id: payment.id,
          orderId: razorpayOrderId,
          amountPaise: payment.amount,
          currency: payment.currency,
          captured: payment.captured ?? payment.status === 'captured',
        },
        'razorpay-webhook',
      );
      req.log.info({ eventId, event: event.event, outcome }, 'payment webhook applied');
    } else if (event.event === 'payment.failed' && razorpayOrderId) {
      await recorder.orders.recordFailure(razorpayOrderId, payment?.error_description ?? 'Payment failed');
    } else if ((event.event === 'refund.processed' || event.event === 'refund.failed') && event.payload.refund) {
      const entity = event.payload.refund.entity;
      const notes = Array.isArray(entity.notes) || !entity.notes ? {} : entity.notes;
      const refund = {
        id: entity.id,
        paymentId: entity.payment_id,
        amountPaise: entity.amount,
        notes: Object.fromEntries(Object.entries(notes).map(([key, value]) => [key, String(value)])),
      };
      const outcome = event.event === 'refund.processed' ? await refunds.recordProcessed(refund) : await refunds.recordFailed(refund);
      req.log.info({ eventId, event: event.event, outcome }, 'refund webhook applied');
    }

    // Remembered after applying: a crash in between means a redelivery, which applies idempotently.
    await rememberEvent(deps.db, { eventId, event: event.event, razorpayOrderId, razorpayPaymentId: payment?.id ?? null });
    res.json({ status: 'ok' });
  });
}
