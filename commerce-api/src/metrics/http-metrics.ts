import type { RequestHandler } from 'express';
import { httpRequests, webhookDelay } from './registry.ts';

const WEBHOOK_ROUTE = '/api/payments/webhook';

/**
 * Times every request and labels it with its route pattern (`/api/me/orders/:id`, never an id, so
 * the number of series stays fixed). A Razorpay webhook that was accepted also records how long the
 * event took to arrive.
 */
export const httpMetrics: RequestHandler = (req, res, next) => {
  const stop = httpRequests.startTimer();
  res.once('finish', () => {
    const route = req.route ? `${req.baseUrl}${String(req.route.path)}` : 'unmatched';
    stop({ method: req.method, route, status: String(res.statusCode) });
    if (route === WEBHOOK_ROUTE && res.statusCode < 300 && Buffer.isBuffer(req.body)) recordWebhookDelay(req.body);
  });
  next();
};

function recordWebhookDelay(body: Buffer): void {
  try {
    const createdAt = (JSON.parse(body.toString('utf8')) as { created_at?: unknown }).created_at;
    if (typeof createdAt === 'number') webhookDelay.observe(Math.max(0, Date.now() / 1000 - createdAt));
  } catch {
    // The route refused what it could not read; nothing to measure.
  }
}
