/**
 * `/api` goes to the commerce API, so the browser sees one origin and its session cookie stays
 * first-party. Requests are spread over every replica (api-upstreams.ts). A request that could not
 * reach a replica goes to the next one: always when it never connected (the replica cannot have
 * seen it), and, when the connection dropped before an answer, only if repeating it changes nothing
 * (reads, PUT and DELETE, requests carrying an Idempotency-Key, which the API answers once, and the
 * few POSTs that are repeatable by design). The
 * API sets its own headers (helmet); the visitor's address travels in X-Forwarded-For, which the API
 * trusts exactly as far as TRUST_PROXY_HOPS says, and the request's id in X-Request-Id.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { type Upstream, Upstreams } from './api-upstreams.ts';
import { requestId } from './request-id.ts';

/** The API refuses larger bodies anyway (its JSON limit is 32 KB, a webhook's 256 KB). */
const MAX_BODY_BYTES = 1024 * 1024;
/** A replica that has not accepted the connection by then is taken for down. */
const CONNECT_TIMEOUT_MS = 1_000;
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
/**
 * The API's POSTs that change nothing, or nothing twice: pricing a cart, checking a delivery area,
 * and verifying a payment (a payment is recorded once; verifying it again answers that it is paid).
 */
const REPEATABLE_POSTS = new Set([
  '/api/cart/quote',
  '/api/delivery/check',
  '/api/orders/verify-payment',
  '/api/memberships/verify-payment',
]);
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

export type ApiProxyOptions = { apiUrl: string; upstreams?: Upstreams; log?: (line: string) => void };

/** Repeating it cannot do anything twice. */
export function isRetryable(request: Pick<Request, 'method' | 'path'> & { headers: IncomingHttpHeaders }): boolean {
  return (
    IDEMPOTENT_METHODS.has(request.method) ||
    typeof request.headers['idempotency-key'] === 'string' ||
    (request.method === 'POST' && REPEATABLE_POSTS.has(request.path))
  );
}

export function apiProxy(options: ApiProxyOptions): RequestHandler & { upstreams: Upstreams } {
  const upstreams = options.upstreams ?? new Upstreams({ url: options.apiUrl });
  const handler: RequestHandler = (request, response, next) => {
    if (request.path !== '/api' && !request.path.startsWith('/api/')) return next();
    readBody(request)
      .then((body) => forward(request, response, body, upstreams))
      .catch((error: unknown) => {
        if (response.headersSent) return response.destroy();
        if (error instanceof BodyTooLarge) return response.status(413).json({ code: 'too_large', message: 'The request is too large.' });
        response.status(502).json({ code: 'unavailable', message: 'The commerce API is not reachable. Please try again shortly.' });
      });
  };
  return Object.assign(handler, { upstreams });
}

class BodyTooLarge extends Error {}

function readBody(request: Request): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        request.pause();
        reject(new BodyTooLarge());
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Why an attempt failed: before the replica could have seen the request, or after. */
class AttemptError extends Error {
  readonly connected: boolean;

  constructor(connected: boolean, cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.connected = connected;
  }
}

async function forward(request: Request, response: Response, body: Buffer, upstreams: Upstreams): Promise<void> {
  const tried = new Set<string>();
  let lastError: unknown = new Error('no commerce API address is known');
  // At most two tries: a first replica, and one retry on another.
  for (let attempt = 0; attempt < 2; attempt++) {
    const upstream = await upstreams.next(tried);
    if (!upstream) break;
    tried.add(upstream.address);
    try {
      response.locals.upstream = upstream.address;
      await attemptOn(upstream, request, response, body);
      return;
    } catch (error) {
      lastError = error;
      upstreams.markDown(upstream.address);
      const safe = error instanceof AttemptError && (!error.connected || isRetryable(request));
      if (!safe || response.headersSent) throw error;
    }
  }
  throw lastError;
}

function attemptOn(upstream: Upstream, request: Request, response: Response, body: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const upstreamRequest = httpRequest({
      host: upstream.address,
      port: upstream.port,
      agent: upstream.agent,
      method: request.method,
      path: request.originalUrl,
      headers: upstreamHeaders(request, body.length),
    });
    let connected = false;
    upstreamRequest.on('socket', (socket) => {
      if (!socket.connecting) {
        connected = true;
        return;
      }
      const timer = setTimeout(() => socket.destroy(new Error(`no connection within ${CONNECT_TIMEOUT_MS} ms`)), CONNECT_TIMEOUT_MS);
      socket.once('connect', () => {
        clearTimeout(timer);
        connected = true;
      });
      socket.once('close', () => clearTimeout(timer));
    });
    upstreamRequest.on('error', (error) => reject(new AttemptError(connected, error)));
    upstreamRequest.on('response', (upstreamResponse) => {
      const headers = { ...upstreamResponse.headers };
      for (const name of HOP_BY_HOP) delete headers[name];
      response.writeHead(upstreamResponse.statusCode ?? 502, headers);
      upstreamResponse.pipe(response);
      upstreamResponse.on('error', () => response.destroy());
    });
    // Answered, or the visitor left (a stream such as the desk's live events ended): in the second
    // case the replica's connection is freed.
    response.on('close', () => {
      if (!response.writableFinished) upstreamRequest.destroy();
      resolve();
    });
    upstreamRequest.end(body);
  });
}

function upstreamHeaders(request: Request, length: number): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = { ...request.headers };
  for (const name of HOP_BY_HOP) delete headers[name];
  const client = request.socket.remoteAddress ?? '';
  const forwardedFor = request.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = forwardedFor ? `${forwardedFor}, ${client}` : client;
  headers['x-forwarded-proto'] ??= request.protocol;
  headers['x-forwarded-host'] ??= request.headers.host;
  headers['x-request-id'] = requestId(request);
  if (length > 0 || request.headers['content-length'] !== undefined) headers['content-length'] = String(length);
  return headers;
}
