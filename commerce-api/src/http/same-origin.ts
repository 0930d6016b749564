import type { RequestHandler } from 'express';
import { AppError } from './app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing requests must come from the site's own pages (CSRF defence on top of SameSite=Lax).
 * Browsers send Origin on every cross-origin and every non-GET request; server-to-server callers
 * (Razorpay webhooks) are mounted before this middleware.
 */
export function sameOrigin(siteOrigin: string): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    if (origin === siteOrigin || (!origin && req.get('sec-fetch-site') === 'same-origin')) return next();
    throw new AppError('forbidden_origin', 'This request must come from the shop’s own pages.', 403);
  };
}
