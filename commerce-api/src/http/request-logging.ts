import type { Express, Request } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

const CHILD = Symbol('request logger');

/**
 * pino-http: `req.log` (a child logger carrying the request) and one line per finished request,
 * at info. When the logger's level hides info lines (LOG_LEVEL=warn or above, as under load),
 * pino-http would still build and serialise a child logger for every request only to discard it:
 * then `req.log` alone is provided, the same child logger, made the first time something logs
 * (an error, a warning). The level is read once, at start-up.
 */
export function useRequestLogging(app: Express, logger: Logger): void {
  const http = pinoHttp({ logger, autoLogging: { ignore: (req) => req.url === '/api/health' } });
  if (logger.isLevelEnabled('info')) {
    app.use(http);
    return;
  }
  let lastId = 0;
  // On the app's request prototype: nothing to do per request until a line is logged.
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: Request & { [CHILD]?: Logger }) {
      if (!this.id) {
        lastId = (lastId + 1) & 0x7fffffff; // pino-http's request ids
        this.id = lastId;
      }
      this[CHILD] ??= http.logger.child({ req: this });
      return this[CHILD];
    },
  });
}
