import { isIPv6 } from 'node:net';
import type { Request, Response } from 'express';
import { AppError } from './app-error.ts';

/**
 * A fixed-window counter per key, kept in this process's memory (one API process per shop; a
 * restart forgets the counts, which only ever errs towards letting people in).
 *
 * `take` counts an attempt and answers whether it is still within the limit, in one synchronous
 * step, so concurrent requests cannot all slip through a check made before an `await`.
 */
export type Throttle = {
  /** Counts one attempt for `key`; refused once `limit` attempts were counted in the window. */
  take(key: string): ThrottleVerdict;
  /** Gives one counted attempt back (e.g. an attempt that turned out to succeed). */
  giveBack(key: string): void;
  /** Forgets every attempt counted for `key`. */
  reset(key: string): void;
};

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type ThrottleOptions = {
  limit: number;
  windowMs: number;
  /** Keys kept at most; the oldest windows are dropped first (bounds memory under many IPs). */
  maxKeys?: number;
  now?: () => number;
};

type Window = { count: number; resetAt: number };

export function createThrottle(options: ThrottleOptions): Throttle {
  const { limit, windowMs, maxKeys = 50_000, now = Date.now } = options;
  const windows = new Map<string, Window>();

  function current(key: string, time: number): Window | undefined {
    const window = windows.get(key);
    if (window && window.resetAt <= time) {
      windows.delete(key);
      return undefined;
    }
    return window;
  }

  function makeRoom(time: number) {
    if (windows.size < maxKeys) return;
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
    // Still full: drop the oldest windows (a Map iterates in insertion order).
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  }

  return {
    take(key) {
      const time = now();
      const window = current(key, time);
      if (!window) {
        makeRoom(time);
        windows.set(key, { count: 1, resetAt: time + windowMs });
        return { allowed: true };
      }
      if (window.count >= limit) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - time) / 1000)) };
      }
      window.count += 1;
      return { allowed: true };
    },
    giveBack(key) {
      const window = current(key, now());
      if (window && window.count > 0) window.count -= 1;
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

/** Answers 429 with Retry-After when the verdict refuses; otherwise does nothing. */
export function refuseWhenThrottled(res: Response, verdict: ThrottleVerdict, code: string, message: string): void {
  if (verdict.allowed) return;
  res.set('Retry-After', String(verdict.retryAfterSeconds));
  throw new AppError(code, message, 429);
}

/**
 * The key to throttle a client by: its IPv4 address, or the /64 network of an IPv6 address (one
 * subscriber usually holds a whole /64, so single addresses would cost an attacker nothing).
 * `req.ip` honours the app's `trust proxy` setting.
 */
export function clientKey(req: Request): string {
  const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = Math.max(0, 8 - headGroups.length - tailGroups.length);
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
