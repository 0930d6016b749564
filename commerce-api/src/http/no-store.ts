import type { RequestHandler } from 'express';

/**
 * Every answer of the personal parts of the API (a customer's account and orders, the desk, the
 * session) says `Cache-Control: no-store`, errors included: no shared cache or back-forward cache
 * keeps a copy. One middleware per prefix rather than a header per route, so a route added
 * tomorrow is covered. A route that streams (CSV, events) may still set its own.
 */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};
