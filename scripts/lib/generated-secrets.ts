import { randomBytes } from 'node:crypto';

/** A random secret of `bytes` bytes, URL-safe. */
export const secret = (bytes = 32) => randomBytes(bytes).toString('base64url');

/**
 * The secrets every shop generates for itself, `npm start`'s .env and the stack's deploy/.env alike:
 * Strapi's own keys and salts, and those the CMS, the site and the API share.
 */
export const SHOP_SECRETS: Record<string, () => string> = {
  APP_KEYS: () => [secret(), secret(), secret(), secret()].join(','),
  API_TOKEN_SALT: () => secret(),
  ADMIN_JWT_SECRET: () => secret(),
  TRANSFER_TOKEN_SALT: () => secret(),
  JWT_SECRET: () => secret(),
  ENCRYPTION_KEY: () => secret(),
  CMS_WEBHOOK_SECRET: () => secret(),
  SITE_PREVIEW_SECRET: () => secret(),
  STAFF_SECRET_KEY: () => secret(),
};
