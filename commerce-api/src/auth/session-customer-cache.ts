import { LRUCache } from 'lru-cache';
import type { Db } from '../db/database.ts';
import { findLiveSessionCustomerId, findSessionCustomer, type SessionCustomer } from './session-repository.ts';

/**
 * How long the customer behind a session (name, email, Coco Club end date) is reused between
 * requests. The session itself is never taken from here: see `loadSessionCustomer`.
 */
export const SESSION_CUSTOMER_TTL_MS = 2_000;
const MAX_ENTRIES = 10_000;

type Cache = { customers: LRUCache<number, SessionCustomer>; generation: number };
const caches = new WeakMap<Db, Cache>();

/**
 * The customer of a live session, for `req.customer`.
 *
 * Every request asks the database whether its session is live (not revoked, not expired): one
 * indexed read. So a logout, or any revocation, is refused from the very next request, in this
 * process and in any other process sharing the database.
 *
 * What is reused for a couple of seconds is only what the session points to: the customer's name
 * and email, which the API never changes, and when their Coco Club membership ends (the join and
 * the subquery over memberships cost several times the session check, and `npm run bench:api`
 * measures the checkout's endpoints far slower without this). A membership that ends meanwhile is
 * dropped here by comparing its end with the clock; one activated in this process empties the cache
 * at once (`forgetSessionCustomers`). Only a membership activated by another process sharing the
 * database, or written into it by hand, is seen up to SESSION_CUSTOMER_TTL_MS late, during which
 * the customer is priced as before.
 *
 * The session itself is deliberately not cached: a cache of sessions would let a cookie that was
 * logged out through another API process, or revoked in the database, work for up to its TTL.
 */
export async function loadSessionCustomer(db: Db, tokenHash: string, now: Date): Promise<SessionCustomer | undefined> {
  const nowIso = now.toISOString();
  const customerId = await findLiveSessionCustomerId(db, tokenHash, nowIso);
  if (customerId === undefined) return undefined;

  const cache = cacheOf(db);
  const cached = cache.customers.get(customerId);
  if (cached) return cached.memberUntil !== null && cached.memberUntil <= nowIso ? { ...cached, memberUntil: null } : cached;
  const generation = cache.generation;
  const customer = await findSessionCustomer(db, tokenHash, nowIso);
  // Not kept if a membership changed while the query ran: it may predate the change.
  if (customer && generation === cache.generation) cache.customers.set(customer.id, Object.freeze(customer));
  return customer;
}

/** A membership changed (e.g. activated): every customer's Coco Club status is read again. */
export function forgetSessionCustomers(db: Db): void {
  const cache = caches.get(db);
  if (!cache) return;
  cache.customers.clear();
  cache.generation += 1;
}

function cacheOf(db: Db): Cache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { customers: new LRUCache({ max: MAX_ENTRIES, ttl: SESSION_CUSTOMER_TTL_MS }), generation: 0 };
    caches.set(db, cache);
  }
  return cache;
}
