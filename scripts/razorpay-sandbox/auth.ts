import type { RequestHandler } from 'express';
import { SandboxError } from './errors.ts';
import { safeEqual } from './signature.ts';

/** HTTP Basic auth with the API key id (user) and key secret (password), as Razorpay's API expects. */
export function basicAuth(keyId: string, keySecret: string): RequestHandler {
  return (req, _res, next) => {
    const header = req.get('authorization') ?? '';
    const match = /^Basic\s+(\S+)$/i.exec(header);
    if (!match?.[1]) {
      throw new SandboxError(401, 'Please provide your api key for authentication purposes.');
    }
    const decoded = Buffer.from(match[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    const user = colon === -1 ? decoded : decoded.slice(0, colon);
    const password = colon === -1 ? '' : decoded.slice(colon + 1);
    // Evaluate both comparisons so the timing does not reveal which one failed.
    const userOk = safeEqual(user, keyId);
    const passwordOk = safeEqual(password, keySecret);
    if (!userOk || !passwordOk) throw new SandboxError(401, 'Authentication failed');
    next();
  };
}
