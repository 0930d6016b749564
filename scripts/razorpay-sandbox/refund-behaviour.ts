import { setTimeout as sleep } from 'node:timers/promises';
import { Router } from 'express';
import type { SandboxStore } from './store.ts';
import type { WebhookDispatcher } from './webhooks.ts';

/**
 * How the sandbox treats refunds, so the shop can be tested against what Razorpay does on a bad
 * day: an answer that comes too late for the caller (the refund is made all the same), and refunds
 * that stay pending until they are processed or fail, each with its webhook.
 */
export type RefundBehaviour = {
  /** Delay before answering POST /payments/:id/refund; the refund exists (and its webhook is sent) at once. */
  answerAfterMs: number;
  /** 'at-once': processed on creation, like the sandbox always did; 'by-hand': pending until process() or fail(). */
  settle: 'at-once' | 'by-hand';
};

export function createRefundBehaviour(store: SandboxStore, webhooks: WebhookDispatcher, log: (line: string) => void) {
  const behaviour: RefundBehaviour = { answerAfterMs: 0, settle: 'at-once' };

  const control = {
    behaviour,
    /** Changes how the next refunds behave (the rest stays as it was). */
    behave(change: Partial<RefundBehaviour>): RefundBehaviour {
      Object.assign(behaviour, change);
      log(`refunds now answer after ${behaviour.answerAfterMs} ms and settle ${behaviour.settle}`);
      return { ...behaviour };
    },
    /** Waits as configured before a refund is answered. */
    answerDelay: () => (behaviour.answerAfterMs > 0 ? sleep(behaviour.answerAfterMs) : Promise.resolve()),
    process(id: string) {
      const { refund, payment } = store.processRefund(id);
      log(`refund ${refund.id} processed`);
      webhooks.send([{ event: 'refund.processed', payload: { refund: { entity: refund }, payment: { entity: payment } } }]);
      return refund;
    },
    fail(id: string) {
      const { refund, payment } = store.failRefund(id);
      log(`refund ${refund.id} FAILED: its amount is refundable again`);
      webhooks.send([{ event: 'refund.failed', payload: { refund: { entity: refund }, payment: { entity: payment } } }]);
      return refund;
    },
  };
  return control;
}

export type RefundControl = ReturnType<typeof createRefundBehaviour>;

/** The same controls over HTTP (mounted at /sandbox, no auth: a test tool, refusing live keys anyway). */
export function refundControlRoutes(control: RefundControl): Router {
  const router = Router();
  router.post('/refunds/behaviour', (req, res) => {
    const body: Record<string, unknown> = req.body ?? {};
    const change: Partial<RefundBehaviour> = {};
    if (Number.isInteger(body.answerAfterMs) && (body.answerAfterMs as number) >= 0) change.answerAfterMs = body.answerAfterMs as number;
    if (body.settle === 'at-once' || body.settle === 'by-hand') change.settle = body.settle;
    res.json(control.behave(change));
  });
  router.post('/refunds/:id/process', (req, res) => {
    res.json(control.process(req.params.id));
  });
  router.post('/refunds/:id/fail', (req, res) => {
    res.json(control.fail(req.params.id));
  });
  return router;
}
