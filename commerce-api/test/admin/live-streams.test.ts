import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { Router } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { staffSessionLoader } from '../../src/admin/access.ts';
import { registerLiveRoutes, STREAM_LIMITS } from '../../src/admin/live/live-routes.ts';
import type { AppContext } from '../../src/app-context.ts';
import type { ChangeHub, ChangeListener } from '../../src/live/change-hub.ts';
import { STAFF_PASSWORD, signedInStaff } from '../support/desk.ts';
import { buildTestApp, SITE_ORIGIN, type TestApp } from '../support/test-app.ts';
import { openEventStream } from './event-stream.ts';

let shop: TestApp;
let server: Server;
let url: string;

beforeAll(async () => {
  shop = await buildTestApp();
  server = createServer(shop.app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await shop.close();
});

/** A signed-in desk's session cookie, as its browser sends it to /api/admin. */
async function deskCookie() {
  const staff = await signedInStaff(shop);
  const login = await request(shop.app)
    .post('/api/admin/login')
    .set('Origin', SITE_ORIGIN)
    .send({ email: staff.email, password: STAFF_PASSWORD });
  const cookie = String(login.headers['set-cookie']).split(';')[0] as string;
  const code = await staff.freshCode();
  const verified = await request(shop.app).post('/api/admin/second-factor').set('Origin', SITE_ORIGIN).set('Cookie', cookie).send({ code });
  expect(verified.status).toBe(200);
  return cookie;
}

describe('the desk’s live stream', () => {
  it('lets go of everything when the desk leaves while the stream is still starting: no listener, no heartbeat left', async () => {
    // A hub whose first subscription is slow (the process's first desk reads the feed's end first).
    let listeners = 0;
    let subscribed: () => void = () => {};
    const slow = new Promise<void>((resolve) => {
      subscribed = resolve;
    });
    const hub: ChangeHub = {
      async subscribe(_listener: ChangeListener) {
        listeners += 1;
        await slow;
        return () => {
          listeners -= 1;
        };
      },
      stop() {},
    };
    const router = Router();
    router.use(staffSessionLoader(shop.deps));
    registerLiveRoutes(router, shop.deps as AppContext, hub);
    const app = express().use('/api/admin', router);
    const desk = createServer(app).listen(0, '127.0.0.1');
    await new Promise((resolve) => desk.once('listening', resolve));
    const cookie = await deskCookie();

    const intervals = { started: new Set<unknown>(), cleared: new Set<unknown>() };
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval').mockImplementation(((fn: () => void, ms: number) => {
      const handle = setTimeout(() => {}, 0);
      clearTimeout(handle);
      intervals.started.add(handle);
      void fn;
      void ms;
      return handle;
    }) as never);
    const clearIntervalSpy = vi.spyOn(globalThis, 'clearInterval').mockImplementation(((handle: unknown) => {
      if (handle !== undefined) intervals.cleared.add(handle);
    }) as never);
    try {
      // The desk connects, gets the stream's headers, and goes away before the stream has started.
      await new Promise<void>((resolve, reject) => {
        const port = (desk.address() as AddressInfo).port;
        const call = httpRequest({ host: '127.0.0.1', port, path: '/api/admin/events', headers: { cookie } }, (response) => {
          expect(response.statusCode).toBe(200);
          response.once('data', () => {
            call.destroy();
            resolve();
          });
        });
        call.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'ECONNRESET' ? resolve() : reject(error)));
        call.end();
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      subscribed();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(listeners).toBe(0);
      expect([...intervals.started].filter((handle) => !intervals.cleared.has(handle))).toEqual([]);
    } finally {
      setIntervalSpy.mockRestore();
      clearIntervalSpy.mockRestore();
      desk.closeAllConnections();
      await new Promise((resolve) => desk.close(resolve));
    }
  });

  it(`opens at most ${STREAM_LIMITS.perSession} streams for one session; one closed makes room again`, async () => {
    const cookie = await deskCookie();
    const streams = Array.from({ length: STREAM_LIMITS.perSession }, () => openEventStream(`${url}/api/admin/events`, { cookie }));
    try {
      await Promise.all(streams.map((stream) => stream.until((events) => events.some((event) => event.event === 'ready'))));
      const refused = await fetch(`${url}/api/admin/events`, { headers: { cookie } });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        code: 'too_many_streams',
        message: 'The desk is open in too many tabs. Please close some and reload.',
      });
      // Another staff member's desk is not affected.
      const other = openEventStream(`${url}/api/admin/events`, { cookie: await deskCookie() });
      await other.until((events) => events.some((event) => event.event === 'ready'));
      await other.close();

      await streams.pop()?.close();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const again = openEventStream(`${url}/api/admin/events`, { cookie });
      await again.until((events) => events.some((event) => event.event === 'ready'));
      streams.push(again);
    } finally {
      for (const stream of streams) await stream.close();
    }
  });
});
