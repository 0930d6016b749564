import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { requestId } from './request-id.ts';

/**
 * One JSON line per answered request, like a web server's access log: its id (the commerce API logs
 * the same one), who asked (the connection's address and what the proxies in front said), what, the
 * answer and how long it took, and for /api which replica answered. The container's own health
 * checks are left out.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (request, response, next) => {
    const started = process.hrtime.bigint();
    response.once('finish', () => {
      const remoteAddress = request.socket.remoteAddress;
      if (isLoopback(remoteAddress) && request.headers['user-agent'] === 'node') return;
      logger.info(
        {
          req: {
            id: requestId(request),
            method: request.method,
            url: request.originalUrl,
            remoteAddress,
            forwardedFor: request.headers['x-forwarded-for'],
          },
          res: { statusCode: response.statusCode },
          responseTime: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
          ...(response.locals.upstream ? { upstream: response.locals.upstream } : {}),
        },
        'request completed',
      );
    });
    next();
  };
}

const isLoopback = (address: string | undefined) => address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
