import { Writable } from 'node:stream';
import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useRequestLogging } from './request-logging.ts';

/** An app that logs its requests into `lines` (JSON, as in production). */
function loggedApp() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = express();
  useRequestLogging(app, pino({ level: 'info' }, sink));
  app.get('/api/guest-orders/:id', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/api/admin/customers', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/api/orders', (req, res) => {
    req.log.warn('something to say about this request');
    res.json({ ok: true });
  });
  return { app, lines };
}

describe('request logging', () => {
  it('keeps the id the web front gave a request: on every line about it, and in the answer', async () => {
    const { app, lines } = loggedApp();
    const response = await request(app).get('/api/orders').set('X-Request-Id', 'web-3f2a9c1e-77');
    expect(response.headers['x-request-id']).toBe('web-3f2a9c1e-77');
    const about = lines.filter((line) => (line.req as { id?: string } | undefined)?.id === 'web-3f2a9c1e-77');
    expect(about.map((line) => line.msg)).toEqual(['something to say about this request', 'request completed']);
  });

  it('gives a request without a usable id a new one', async () => {
    const { app } = loggedApp();
    const fresh = await request(app).get('/api/orders');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const forged = await request(app).get('/api/orders').set('X-Request-Id', 'short <script>');
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never logs a guest order key, a cookie or any header it does not know', async () => {
    const { app, lines } = loggedApp();
    await request(app)
      .get('/api/guest-orders/ord_abc')
      .set('Order-Key', 'XObY3vJ9S-secret-key-of-the-order')
      .set('Cookie', 'koolers_session=abc')
      .set('X-Some-Token', 'another-secret')
      .set('User-Agent', 'probe/1');
    const text = JSON.stringify(lines);
    expect(text).toContain('/api/guest-orders/ord_abc');
    expect(text).toContain('probe/1');
    expect(text).not.toContain('XObY3vJ9S-secret-key-of-the-order');
    expect(text).not.toContain('koolers_session');
    expect(text).not.toContain('another-secret');
  });

  it('does not log what staff typed to find a customer', async () => {
    const { app, lines } = loggedApp();
    await request(app).get('/api/admin/customers?q=asha%40example.in&limit=5');
    const text = JSON.stringify(lines);
    expect(text).not.toContain('asha');
    expect(text).toContain('limit=5');
  });
});
