import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { httpMetrics } from './http-metrics.ts';
import { registry } from './registry.ts';

describe('request metrics', () => {
  it('counts requests by route pattern, never by the address (an order id would make a series per order)', async () => {
    const app = express();
    app.use(httpMetrics);
    const orders = express.Router();
    orders.get('/:id', (_req, res) => {
      res.json({});
    });
    app.use('/api/me/orders', orders);
    await request(app).get('/api/me/orders/ord_a1');
    await request(app).get('/api/me/orders/ord_b2');
    await request(app).get('/api/nothing-here');
    const text = await registry.metrics();
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/me\/orders\/:id",status="200"\} 2/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="unmatched",status="404"\} 1/);
    expect(text).not.toContain('ord_a1');
  });
});
