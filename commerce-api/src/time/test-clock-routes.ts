import { Router } from 'express';
import { z } from 'zod';
import { parse } from '../http/validate.ts';
import type { SettableClock } from './clock.ts';

const body = z.strictObject({
  at: z.iso.datetime({ offset: true, error: 'Give the time as an ISO instant, or null for the real time.' }).nullable(),
});

/**
 * `PUT /api/test/clock {"at": "2026-06-16T05:00:00+05:30"}` fixes the clock the delivery promise is
 * worked out by; `{"at": null}` gives the real time back. Mounted only on a shop started with
 * SETTABLE_CLOCK=true (the journeys' shop), never in production: config.ts refuses it there.
 */
export function testClockRoutes(clock: SettableClock): Router {
  return Router().put('/clock', (req, res) => {
    const { at } = parse(body, req.body);
    clock.set(at === null ? null : new Date(at));
    res.json({ now: clock.now().toISOString(), fixed: at !== null });
  });
}
