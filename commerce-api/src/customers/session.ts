import { hash, randomBytes } from 'node:crypto';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { loadSessionCustomer } from './session-customers.ts';
import type { SessionCustomer } from './session-repository.ts';

declare global {
  namespace Express {
    interface Request {
      /** The logged-in customer, set by `sessionLoader`; undefined for an anonymous caller. */
      customer?: SessionCustomer;
    }
  }
}

export const SESSION_COOKIE = 'koolers_session';
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** 32 random bytes, base64url: exactly 43 characters of [A-Za-z0-9_-]. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/**
 * Puts the session's customer on `req.customer` when the request carries a live session cookie.
 * One indexed read per request and no write: expiry and revocation are checked in the query
 * (see loadSessionCustomer).
 */
export function sessionLoader(deps: { db: Db; config: Config }): RequestHandler {
  return async (req, _res, next) => {
    const token = readSessionToken(req);
    if (token) {
      req.customer = await loadSessionCustomer(deps.db, hashSessionToken(token), new Date());
    }
    next();
  };
}

/** The logged-in customer, or a 401 for an anonymous caller. */
export function requireCustomer(req: Request): SessionCustomer {
  if (!req.customer) throw new AppError('not_logged_in', 'Please log in first.', 401);
  return req.customer;
}

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored: a copy of the database holds no usable session. */
export function hashSessionToken(token: string): string {
  // One-shot: no Hash object per request.
  return hash('sha256', token, 'hex');
}

/** The well-formed session token in the Cookie header, if any. */
export function readSessionToken(req: Request): string | undefined {
  const header = req.get('cookie');
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== SESSION_COOKIE) continue;
    const value = pair.slice(separator + 1).trim();
    if (TOKEN_FORMAT.test(value)) return value;
  }
  return undefined;
}

export function setSessionCookie(res: Response, token: string, env: Config['env']): void {
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(env), maxAge: SESSION_LIFETIME_MS });
}

export function clearSessionCookie(res: Response, env: Config['env']): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(env));
}

function cookieOptions(env: Config['env']): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: env === 'production' };
}
