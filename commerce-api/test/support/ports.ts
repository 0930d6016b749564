import { createServer as createHttpServer, type Server } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';

/** A free loopback port (the OS picks it; nothing listens on it when this resolves). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/** Serves `handler` (an Express app, for instance) on a free loopback port. */
export async function listen(
  handler: Parameters<typeof createHttpServer>[1],
  port = 0,
): Promise<{ server: Server; url: string; port: number }> {
  const server = createHttpServer(handler).listen(port, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${address.port}`, port: address.port };
}
