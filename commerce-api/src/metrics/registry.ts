/**
 * The API's Prometheus metrics, in one registry: the process's own (CPU, memory, event loop lag),
 * requests by route, and the shop's business counts. Served on an internal port (metrics-server.ts).
 */
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const httpRequests = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer a request, by route (the Express route pattern, not the address), method and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const webhookDelay = new Histogram({
  name: 'koolers_payment_webhook_delay_seconds',
  help: 'From Razorpay creating a webhook event to this API receiving it (retries included)',
  buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600],
  registers: [registry],
});

export const reconcilerRuns = new Counter({
  name: 'koolers_reconciler_runs_total',
  help: 'Runs of the payment reconciler in this process, by outcome (completed, razorpay_unreachable, failed)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const reconcilerPayments = new Counter({
  name: 'koolers_reconciler_payments_total',
  help: 'Payments the reconciler found and recorded (the webhook and the browser had missed them), by result',
  labelNames: ['result'] as const,
  registers: [registry],
});
