import type { Request } from 'express';
import { appError } from '../http/app-error.ts';

/** A checkout attempt's key: a UUID or similar the browser makes per attempt (8–64 URL-safe characters). */
const KEY_FORMAT = /^[\w-]{8,64}$/;

/** The `Idempotency-Key` header, if the browser sent one; a malformed one is refused. */
export function attemptKey(req: Request): string | undefined {
  const key = req.get('idempotency-key');
  if (key === undefined) return undefined;
  if (!KEY_FORMAT.test(key)) throw appError('invalid_request.attempt', 400);
  return key;
}
