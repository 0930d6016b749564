import type { RequestHandler } from 'express';
import { appError } from './app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing requests must come from the site's own pages (CSRF defence on top of SameSite=Lax).
 * Browsers send Origin on every cross-origin and every non-GET request; server-to-server callers
 * (Razorpay webhooks) are mounted before this middleware.
 */
export function sameOrigin(siteOrigin: string, env: 'development' | 'test' | 'production'): RequestHandler {
  const allowed = siteOrigins(siteOrigin, env);
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    if ((origin && allowed.has(origin)) || (!origin && req.get('sec-fetch-site') === 'same-origin')) return next();
    throw appError('forbidden_origin', 403);
  };
}

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * The site's origin, and outside production, the same shop under the other loopback names: a
 * developer who opens http://localhost:4321 (a common habit) reaches the very same server as
 * http://127.0.0.1:4321, and nothing else can be reached that way.
 */
export function siteOrigins(siteOrigin: string, env: 'development' | 'test' | 'production'): Set<string> {
  const url = new URL(siteOrigin);
  if (env === 'production' || !LOOPBACK_NAMES.includes(url.hostname)) return new Set([url.origin]);
  return new Set(LOOPBACK_NAMES.map((name) => `${url.protocol}//${name}${url.port ? `:${url.port}` : ''}`));
}
