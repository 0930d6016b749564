import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from '../../src/customers/login-throttle.ts';
import { clientKey, createThrottle } from '../../src/http/throttle.ts';

function clock(start = 1_000_000) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

describe('createThrottle', () => {
  it('allows `limit` attempts per window, then refuses with the seconds left, then allows again', () => {
    const time = clock();
    const throttle = createThrottle({ limit: 3, windowMs: 60_000, now: time.now });
    expect([1, 2, 3].map(() => throttle.take('a').allowed)).toEqual([true, true, true]);
    time.advance(15_000);
    expect(throttle.take('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(throttle.take('b').allowed).toBe(true);
    time.advance(45_000);
    expect(throttle.take('a').allowed).toBe(true);
  });

  it('giveBack returns one attempt; reset forgets them all', () => {
    const throttle = createThrottle({ limit: 2, windowMs: 60_000, now: clock().now });
    throttle.take('a');
    throttle.take('a');
    throttle.giveBack('a');
    expect(throttle.take('a').allowed).toBe(true);
    expect(throttle.take('a').allowed).toBe(false);
    throttle.reset('a');
    expect(throttle.take('a').allowed).toBe(true);
  });

  it('keeps at most maxKeys keys, dropping the oldest', () => {
    const throttle = createThrottle({ limit: 1, windowMs: 60_000, maxKeys: 3, now: clock().now });
    for (const key of ['a', 'b', 'c', 'd']) throttle.take(key);
    expect(throttle.take('a').allowed).toBe(true);
    expect(throttle.take('d').allowed).toBe(false);
  });
});

describe('createLoginThrottle', () => {
  const limits = { perAccount: { limit: 2, windowMs: 60_000 }, perIp: { limit: 3, windowMs: 60_000 } };

  it('a refused attempt does not use up the other limit', () => {
    const throttle = createLoginThrottle(limits, clock().now);
    throttle.admit('a@x.in', 'ip1');
    throttle.admit('a@x.in', 'ip1');
    expect(throttle.admit('a@x.in', 'ip1').allowed).toBe(false);
    expect(throttle.admit('a@x.in', 'ip1').allowed).toBe(false);
    // ip1 has used 2 of its 3, not 4.
    expect(throttle.admit('b@x.in', 'ip1').allowed).toBe(true);
    expect(throttle.admit('c@x.in', 'ip1').allowed).toBe(false);
  });

  it('success clears the account and gives the IP its attempt back', () => {
    const throttle = createLoginThrottle(limits, clock().now);
    throttle.admit('a@x.in', 'ip1');
    throttle.admit('a@x.in', 'ip1');
    throttle.succeeded('a@x.in', 'ip1');
    expect(throttle.admit('a@x.in', 'ip1').allowed).toBe(true);
    expect(throttle.admit('b@x.in', 'ip1').allowed).toBe(true);
    expect(throttle.admit('b@x.in', 'ip1').allowed).toBe(false);
  });

  it('the wait is the longer of the two', () => {
    const time = clock();
    const throttle = createLoginThrottle({ perAccount: { limit: 1, windowMs: 600_000 }, perIp: { limit: 1, windowMs: 60_000 } }, time.now);
    throttle.admit('a@x.in', 'ip1');
    expect(throttle.admit('a@x.in', 'ip1')).toEqual({ allowed: false, retryAfterSeconds: 600 });
  });
});

describe('clientKey', () => {
  const request = (ip: string | undefined) => ({ ip, socket: { remoteAddress: '127.0.0.1' } }) as unknown as Request;
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    [undefined, '127.0.0.1'],
  ])('%s → %s', (ip, key) => {
    expect(clientKey(request(ip))).toBe(key);
  });
});
