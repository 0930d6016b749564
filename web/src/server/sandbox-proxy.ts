/**
 * Offline mode only: the Razorpay sandbox's Checkout (its script and the calls its test dialog makes)
 * reaches the browser under the shop's own origin, at `/_razorpay-sandbox/…`, so the one port the
 * shop publishes is enough and the page policy needs no other origin.
 */
import { createProxyMiddleware } from 'http-proxy-middleware';
import { proxyError } from './proxy-error.ts';

export const SANDBOX_PATH = '/_razorpay-sandbox';

export function sandboxProxy(sandboxUrl: string) {
  return createProxyMiddleware({
    target: sandboxUrl,
    pathFilter: SANDBOX_PATH,
    pathRewrite: (path) => path.slice(SANDBOX_PATH.length) || '/',
    on: { error: proxyError('Razorpay sandbox') },
  });
}
