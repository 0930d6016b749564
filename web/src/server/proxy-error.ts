import type { Response } from 'express';

/** What a browser gets when the service behind a proxied path does not answer: a 502 it can show. */
export function proxyError(what: string) {
  return (_error: Error, _request: unknown, response: unknown) => {
    const res = response as Response;
    if (typeof res.status !== 'function' || res.headersSent) return;
    res.status(502).json({ code: 'unavailable', message: `The ${what} is not reachable. Please try again shortly.` });
  };
}
