import type { DeliveryPromiseView } from '@koolers/contracts/delivery';
import { describe, expect, it } from 'vitest';
import { createPromiseCache, PROMISE_REUSE_MS } from './promise-cache.ts';

const view = (headline: string) => ({ headline }) as DeliveryPromiseView;

describe('the promise, reused for a moment', () => {
  it('answers shoppers asking at once, and within a second, from one reading; another pincode reads its own', async () => {
    let elapsed = 0;
    const cache = createPromiseCache(
      () => new Date('2026-11-30T09:42:10.000Z'),
      () => elapsed,
    );
    let readings = 0;
    const work = async () => view(`reading ${++readings}`);
    const [first, second] = await Promise.all([cache.view('', work), cache.view('', work)]);
    elapsed = PROMISE_REUSE_MS - 1;
    expect([first.headline, second.headline, (await cache.view('', work)).headline]).toEqual(['reading 1', 'reading 1', 'reading 1']);
    expect((await cache.view('400703', work)).headline).toBe('reading 2');
    elapsed = PROMISE_REUSE_MS;
    expect((await cache.view('', work)).headline).toBe('reading 3');
  });

  it('reads again when the clock moves to another second (a test’s fixed clock set forward)', async () => {
    let at = new Date('2026-11-30T09:42:10.000Z');
    const cache = createPromiseCache(
      () => at,
      () => 0,
    );
    let readings = 0;
    const work = async () => view(`reading ${++readings}`);
    await cache.view('', work);
    at = new Date('2026-11-30T15:00:00.000Z');
    expect((await cache.view('', work)).headline).toBe('reading 2');
  });

  it('keeps no failed reading: the next shopper reads again', async () => {
    const cache = createPromiseCache(
      () => new Date('2026-11-30T09:42:10.000Z'),
      () => 0,
    );
    await expect(cache.view('', async () => Promise.reject(new Error('database busy')))).rejects.toThrow('database busy');
    expect((await cache.view('', async () => view('fresh'))).headline).toBe('fresh');
  });
});
