import { Router } from 'express';
import type { RefundControl } from './refund-behaviour.ts';
import type { SandboxStore } from './store.ts';
import { collection } from './store.ts';
import { optionalString, parseAmount, parseCurrency, parseNotes, parseReceipt } from './validation.ts';
import type { WebhookDispatcher } from './webhooks.ts';

/** The authenticated part of Razorpay's REST API that the shop uses (mounted at /v1). */
export function apiRoutes(store: SandboxStore, webhooks: WebhookDispatcher, refunds: RefundControl, log: (line: string) => void): Router {
  const router = Router();

  router.post('/orders', (req, res) => {
    const body: Record<string, unknown> = req.body ?? {};
    const amount = parseAmount(body.amount, { required: true }) as number;
    parseCurrency(body.currency);
    const order = store.createOrder({ amount, receipt: parseReceipt(body.receipt), notes: parseNotes(body.notes) });
    log(`order ${order.id} created: ${formatInr(order.amount)} receipt=${order.receipt ?? '-'}`);
    res.json(order);
  });

  router.get('/orders/:id', (req, res) => {
    res.json(store.order(req.params.id));
  });

  router.get('/orders/:id/payments', (req, res) => {
    res.json(collection(store.paymentsOfOrder(req.params.id)));
  });

  router.get('/payments/:id', (req, res) => {
    res.json(store.payment(req.params.id));
  });

  router.get('/payments/:id/refunds', (req, res) => {
    res.json(collection(store.refundsOfPayment(req.params.id)));
  });

  router.post('/payments/:id/refund', async (req, res) => {
    const body: Record<string, unknown> = req.body ?? {};
    const speed = body.speed === 'optimum' ? 'optimum' : 'normal';
    const { refund, payment } = store.refundPayment(req.params.id, {
      amount: parseAmount(body.amount, { required: false }),
      notes: parseNotes(body.notes),
      receipt: parseReceipt(optionalString(body.receipt, 'receipt')),
      speed,
      settle: refunds.behaviour.settle,
    });
    log(`refund ${refund.id} of ${formatInr(refund.amount)} for ${payment.id} ${refund.status}`);
    if (refund.status === 'processed') {
      webhooks.send([{ event: 'refund.processed', payload: { refund: { entity: refund }, payment: { entity: payment } } }]);
    }
    // Made already: a caller that gives up waiting has a refund it never heard about.
    await refunds.answerDelay();
    res.json(refund);
  });

  router.get('/refunds/:id', (req, res) => {
    res.json(store.refund(req.params.id));
  });

  return router;
}

export function formatInr(paise: number): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);
}
