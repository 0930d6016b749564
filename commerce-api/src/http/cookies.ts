import { parseCookie } from 'cookie';
import type { Request } from 'express';

/** The value of the request's cookie `name` when it has the expected `format`; undefined otherwise. */
export function cookieValue(req: Request, name: string, format: RegExp): string | undefined {
  const header = req.get('cookie');
  if (!header) return undefined;
  const value = parseCookie(header)[name];
  return value !== undefined && format.test(value) ? value : undefined;
}
