import { createServer, type Server } from 'node:http';
import type { Logger } from 'pino';
import { registry } from './registry.ts';

/**
 * `GET /metrics` in Prometheus' text format, on its own port: the web front never proxies it, and in
 * the stack it is reachable only on the containers' network.
 */
export function serveMetrics(port: number, host: string, logger: Pick<Logger, 'error'>): Server {
  const server = createServer(async (req, res) => {
    if (req.url !== '/metrics' || req.method !== 'GET') {
      res.writeHead(404).end();
      return;
    }
    try {
      const body = await registry.metrics();
      res.writeHead(200, { 'Content-Type': registry.contentType }).end(body);
    } catch (error) {
      logger.error({ err: error }, 'metrics could not be collected');
      res.writeHead(500).end();
    }
  });
  return server.listen(port, host);
}
