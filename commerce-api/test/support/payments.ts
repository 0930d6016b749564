import { createHmac, randomUUID } from 'node:crypto';
import request from 'supertest';
import { keys, type TestApp } from './test-app.ts';

/** Pays a Razorpay order the way a shopper does in the sandbox's checkout dialog. */
export async function payInSandbox(sandboxUrl: string, razorpayOrderId: string) {
  const response = await fetch(`${sandboxUrl}/v1/checkout/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key_id: keys.keyId, order_id: razorpayOrderId }),
  });
  if (!response.ok) throw new Error(`sandbox authorize failed: ${response.status}`);
  return (await response.json()) as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
}

/** Sends a webhook signed exactly as Razorpay signs it (HMAC-SHA256 of the raw body). */
export function sendWebhook(
  app: TestApp['app'],
  event: { event: string; razorpayOrderId: string; paymentId: string; amountPaise: number; currency?: string },
  options: { eventId?: string; signature?: string } = {},
) {
  const payment = {
    id: event.paymentId,
    entity: 'payment',
    order_id: event.razorpayOrderId,
    amount: event.amountPaise,
    currency: event.currency ?? 'INR',
    status: 'captured',
    captured: true,
  };
  const body = JSON.stringify({
    entity: 'event',
    event: event.event,
    payload: { payment: { entity: payment }, order: { entity: { id: event.razorpayOrderId, amount_paid: event.amountPaise } } },
    created_at: Math.floor(Date.now() / 1000),
  });
  const signature = options.signature ?? createHmac('sha256', keys.webhookSecret).update(body).digest('hex');
  return request(app)
    .post('/api/payments/webhook')
    .set('Content-Type', 'application/json')
    .set('X-Razorpay-Signature', signature)
    .set('x-razorpay-event-id', options.eventId ?? `evt_${randomUUID()}`)
    .send(body);
}
