import { randomUUID } from 'node:crypto';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/** What the web front (or a proxy before it) may pass as a request's id: short, and safe to log. */
const REQUEST_ID = /^[\w.:-]{8,128}$/;

/**
 * The request headers a log line carries. An allow-list, not a deny-list: a header that carries a
 * credential (a cookie, `Authorization`, a guest order's `Order-Key`, one added later) is never
 * logged because nobody remembered to hide it.
 */
const LOGGED_HEADERS = [
  'host',
  'user-agent',
  'accept',
  'accept-language',
  'content-type',
  'content-length',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-request-id',
];

/** Query parameters that carry what staff typed to find a person (an email, a phone number, a name). */
const PERSONAL_QUERY = new Set(['q', 'email', 'phone']);

/** The request as a log line shows it: no credential header, no personal search text. */
function loggedRequest(req: {
  id?: unknown;
  method?: string;
  url?: string;
  headers?: Record<string, unknown>;
  remoteAddress?: string;
  remotePort?: number;
}) {
  const headers: Record<string, unknown> = {};
  for (const name of LOGGED_HEADERS) if (req.headers?.[name] !== undefined) headers[name] = req.headers[name];
  return {
    id: req.id,
    method: req.method,
    url: withoutPersonalQuery(req.url ?? ''),
    headers,
    remoteAddress: req.remoteAddress,
    remotePort: req.remotePort,
  };
}

export function withoutPersonalQuery(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = new URLSearchParams(url.slice(mark + 1));
  for (const name of [...query.keys()]) if (PERSONAL_QUERY.has(name)) query.set(name, '[redacted]');
  return `${url.slice(0, mark)}?${query.toString()}`;
}

/**
 * pino-http: `req.log` (a child logger carrying the request) and one JSON line per finished request.
 * Every line carries the request's id: the one the web front sent in `X-Request-Id`, so a request can
 * be followed from the web front's log into the API's, or a new one. The answer carries it back.
 */
export function useRequestLogging(app: Express, logger: Logger): void {
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const given = req.headers['x-request-id'];
        const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      serializers: { req: loggedRequest },
      autoLogging: { ignore: (req) => req.url === '/api/health' },
    }),
  );
}
