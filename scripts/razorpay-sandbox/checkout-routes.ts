import { readFileSync } from 'node:fs';
import { Router } from 'express';
import { formatInr } from './api-routes.ts';
import { badRequest, SandboxError } from './errors.ts';
import { paymentSignature } from './signature.ts';
import type { PaymentAttempt, SandboxStore } from './store.ts';
import { PAYMENT_METHODS, SIMULATED_FAILURE } from './store.ts';
import { optionalString } from './validation.ts';
import type { WebhookDispatcher } from './webhooks.ts';

const CHECKOUT_SCRIPT = readFileSync(new URL('./checkout.js', import.meta.url), 'utf8');

type CheckoutDeps = {
  store: SandboxStore;
  webhooks: WebhookDispatcher;
  keyId: string;
  keySecret: string;
  log: (line: string) => void;
};

/**
 * The browser side (mounted at /v1, no Basic auth): the checkout script and the two endpoints its
 * dialog calls. They stand in for Razorpay's hosted checkout, so they are CORS-enabled — the shop
 * page is on another origin — and identify the merchant by its public key id only.
 */
export function checkoutRoutes({ store, webhooks, keyId, keySecret, log }: CheckoutDeps): Router {
  const router = Router();

  router.get('/checkout.js', (_req, res) => {
    res
      .type('application/javascript; charset=utf-8')
      .set('Cache-Control', 'no-cache')
      .set('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(CHECKOUT_SCRIPT);
  });

  router.use('/checkout', (req, res, next) => {
    res.set('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res
        .set('Access-Control-Allow-Methods', 'POST, OPTIONS')
        .set('Access-Control-Allow-Headers', 'Content-Type')
        .set('Access-Control-Max-Age', '600')
        .status(204)
        .end();
      return;
    }
    next();
  });

  function readAttempt(body: Record<string, unknown>): { orderId: string; attempt: PaymentAttempt } {
    if (body.key_id !== keyId) throw new SandboxError(401, 'Authentication failed', { field: 'key_id' });
    const orderId = optionalString(body.order_id, 'order_id');
    if (!orderId) throw badRequest('The order_id field is required.', 'order_id');
    const method = body.method ?? 'upi';
    if (!PAYMENT_METHODS.some((m) => m === method)) throw badRequest('Invalid payment method', 'method');
    return {
      orderId,
      attempt: {
        method: method as PaymentAttempt['method'],
        email: optionalString(body.email, 'email'),
        contact: optionalString(body.contact, 'contact'),
        description: optionalString(body.description, 'description'),
      },
    };
  }

  router.post('/checkout/authorize', (req, res) => {
    const { orderId, attempt } = readAttempt(req.body ?? {});
    const { payment, order } = store.capturePayment(orderId, attempt);
    log(`payment ${payment.id} CAPTURED (test) for ${order.id}: ${formatInr(payment.amount)} via ${payment.method}`);
    webhooks.send([
      { event: 'payment.captured', payload: { payment: { entity: payment } } },
      { event: 'order.paid', payload: { payment: { entity: payment }, order: { entity: order } } },
    ]);
    res.json({
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: paymentSignature(order.id, payment.id, keySecret),
    });
  });

  router.post('/checkout/fail', (req, res) => {
    const { orderId, attempt } = readAttempt(req.body ?? {});
    const { payment, order } = store.failPayment(orderId, attempt);
    log(`payment ${payment.id} FAILED (simulated) for ${order.id}`);
    webhooks.send([{ event: 'payment.failed', payload: { payment: { entity: payment } } }]);
    res.json({ error: { ...SIMULATED_FAILURE, metadata: { order_id: order.id, payment_id: payment.id } } });
  });

  return router;
}
