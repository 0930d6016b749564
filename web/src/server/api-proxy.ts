/**
 * `/api` goes to the commerce API, so the browser sees one origin and its session cookie stays
 * first-party. The API sets its own headers (helmet); the visitor's address travels in
 * X-Forwarded-For, which the API trusts exactly as far as TRUST_PROXY_HOPS says.
 */
import { createProxyMiddleware } from 'http-proxy-middleware';
import { proxyError } from './proxy-error.ts';

export function apiProxy(apiUrl: string) {
  return createProxyMiddleware({ target: apiUrl, pathFilter: '/api', xfwd: true, on: { error: proxyError('commerce API') } });
}
