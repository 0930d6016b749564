import { timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Lets through requests carrying `Authorization: Bearer <secret>` (compared in constant time). */
export function bearerAuth(secret: string): RequestHandler {
  const expected = Buffer.from(`Bearer ${secret}`);
  return (request: Request, response: Response, next: NextFunction) => {
    const given = Buffer.from(request.get('authorization') ?? '');
    if (secret && given.length === expected.length && timingSafeEqual(given, expected)) return next();
    response.status(401).json({ code: 'unauthorized', message: 'A valid webhook secret is required.' });
  };
}
