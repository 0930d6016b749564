import { randomInt } from 'node:crypto';

const ALPHANUMERICS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay-style id: `<prefix>_` followed by 14 random alphanumerics, e.g. `order_Ky8d2kQ0aZ1bXc`. */
export function newId(prefix: string): string {
  let suffix = '';
  for (let i = 0; i < 14; i++) suffix += ALPHANUMERICS[randomInt(ALPHANUMERICS.length)];
  return `${prefix}_${suffix}`;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
