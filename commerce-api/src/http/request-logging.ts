import { randomUUID } from 'node:crypto';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/** What the web front (or a proxy before it) may pass as a request's id: short, and safe to log. */
const REQUEST_ID = /^[\w.:-]{8,128}$/;

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
      autoLogging: { ignore: (req) => req.url === '/api/health' },
    }),
  );
}
