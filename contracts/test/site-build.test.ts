import { describe, expect, it } from 'vitest';
import { type BuildRecord, rebuilderStatusSchema } from '../src/site-build.ts';

const failed: BuildRecord = {
  reason: 'Strapi entry.publish',
  startedAt: '2026-11-23T09:00:00.000Z',
  finishedAt: '2026-11-23T09:00:04.000Z',
  durationMs: 4000,
  ok: false,
  error: 'Kooler “Mango”: Picture is empty.',
  problem: {
    uid: 'api::kooler.kooler',
    typeName: 'Kooler',
    documentId: 'k1',
    single: false,
    entryTitle: 'Mango',
    fields: [{ path: ['image'], field: 'Picture', message: 'is empty' }],
    summary: 'Kooler “Mango”: Picture is empty.',
  },
};

describe('the site server’s record of its builds', () => {
  it('reads a record with a failure caused by content', () => {
    const status = { state: 'idle', queued: false, generation: 3, current: '/shop/site/dist/3', lastFailure: failed, history: [failed] };
    expect(rebuilderStatusSchema.parse(status)).toEqual(status);
  });

  it.each([
    ['an error page', '<html>Bad gateway</html>'],
    ['a state it does not know', { state: 'resting', queued: false, generation: 0, current: null, history: [] }],
    ['a build without its times', { state: 'idle', queued: false, generation: 0, current: null, history: [{ reason: 'x', ok: true }] }],
  ])('refuses %s', (_name, answer) => {
    expect(rebuilderStatusSchema.safeParse(answer).success).toBe(false);
  });
});
