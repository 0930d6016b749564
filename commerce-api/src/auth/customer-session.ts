import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { appError } from '../http/app-error.ts';
import { cookieValue } from '../http/cookies.ts';
import { loadSessionCustomer } from './session-customer-cache.ts';
import type { SessionCustomer } from './session-repository.ts';
import { hashSessionToken, TOKEN_FORMAT } from './session-tokens.ts';

declare global {
  namespace Express {
    interface Request {
      /** The logged-in customer, set by `sessionLoader`; undefined for an anonymous caller (and a guest). */
      customer?: SessionCustomer;
      /** A guest checking out without an account, set by `sessionLoader`: only the checkout reads it. */
      guest?: SessionCustomer;
    }
  }
}

export const SESSION_COOKIE = 'koolers_session';
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** A guest's session lasts one checkout, give or take: the order itself stays reachable by its emailed link. */
export const GUEST_SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Puts the session's customer on `req.customer` when the request carries a live session cookie.
 * One indexed read per request and no write: expiry and revocation are checked in the query
 * (see loadSessionCustomer).
 */
export function sessionLoader(deps: { db: Db }): RequestHandler {
  return async (req, _res, next) => {
    const token = readSessionToken(req);
    const found = token ? await loadSessionCustomer(deps.db, hashSessionToken(token), new Date()) : undefined;
    // A guest is never `req.customer`: every route that needs an account refuses it without knowing guests exist.
    if (found?.guest) req.guest = found;
    else if (found) req.customer = found;
    next();
  };
}

/** The logged-in customer, or a 401 for an anonymous caller. */
export function requireCustomer(req: Request): SessionCustomer {
  if (!req.customer) throw appError('not_logged_in', 401);
  return req.customer;
}

/** Whoever may check out: the logged-in customer, or a guest; a 401 for anyone else. */
export function requireShopper(req: Request): SessionCustomer {
  const shopper = req.customer ?? req.guest;
  if (!shopper) throw appError('not_logged_in', 401);
  return shopper;
}

/** The well-formed session token in the Cookie header, if any. */
export function readSessionToken(req: Request): string | undefined {
  return cookieValue(req, SESSION_COOKIE, TOKEN_FORMAT);
}

export function setSessionCookie(res: Response, token: string, env: Config['env'], lifetimeMs = SESSION_LIFETIME_MS): void {
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(env), maxAge: lifetimeMs });
}

export function clearSessionCookie(res: Response, env: Config['env']): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(env));
}

function cookieOptions(env: Config['env']): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: env === 'production' };
}
