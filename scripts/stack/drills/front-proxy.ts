/**
 * The stand-in for the TLS-terminating proxy that production puts in front of the web front
 * (docs/production.md): it appends the client's address to X-Forwarded-For, as nginx's
 * `proxy_add_x_forwarded_for` does, and passes everything on to the web front's published port. The
 * container engine's port forwarding hides a client's address from the container; a proxy on the
 * host keeps it, and the API's limits count by it (TRUST_PROXY_HOPS=2: this proxy, then the web front).
 */
import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export async function startFrontProxy(target: string): Promise<{ url: string; close(): void }> {
  const upstream = new URL(target);
  const agent = new Agent({ keepAlive: true, maxSockets: 256, timeout: 4_000 });
  const server: Server = createServer((incoming, outgoing) => {
    const client = incoming.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '';
    const forwarded = incoming.headers['x-forwarded-for'];
    const proxied = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        agent,
        headers: { ...incoming.headers, 'x-forwarded-for': forwarded ? `${forwarded}, ${client}` : client, 'x-forwarded-proto': 'https' },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    proxied.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end('front proxy: the web front did not answer');
    });
    incoming.pipe(proxied);
  });
  // 0.0.0.0 would be reachable from elsewhere: the drills' clients are all on 127.0.0.0/8.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      server.close();
      agent.destroy();
    },
  };
}
