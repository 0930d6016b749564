import { createHmac } from 'node:crypto';

/** Meta's X-Hub-Signature-256: `sha256=` and the HMAC-SHA256 of the raw body with the app secret, in hex. */
export function hubSignature(rawBody: string | Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}
