import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const valid = {
  RAZORPAY_KEY_ID: 'rzp_test_sandbox1234',
  RAZORPAY_KEY_SECRET: 'a-key-secret-of-some-length',
  RAZORPAY_WEBHOOK_SECRET: 'a-webhook-secret-of-some-length',
};

describe('loadConfig', () => {
  it('fills defaults for a local shop: SQLite, Strapi on 1337, the site on 4321', () => {
    const config = loadConfig(valid);
    expect(config.port).toBe(4000);
    expect(config.database).toEqual({ kind: 'sqlite', path: 'data/commerce.db' });
    expect(config.cmsUrl).toBe('http://127.0.0.1:1337');
    expect(config.siteOrigin).toBe('http://127.0.0.1:4321');
    expect(config.razorpay.apiUrl).toBeUndefined();
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ ...valid, DATABASE_URL: 'postgres://shop:pw@127.0.0.1:5432/shop' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://shop:pw@127.0.0.1:5432/shop' });
  });

  it.each([
    [{ ...valid, RAZORPAY_KEY_ID: undefined }, 'Configuration error: RAZORPAY_KEY_ID is missing'],
    [{ ...valid, RAZORPAY_KEY_SECRET: '' }, 'Configuration error: RAZORPAY_KEY_SECRET is missing'],
    [{ ...valid, PORT: 'eighty' }, 'Configuration error: PORT is invalid'],
    [{ ...valid, PORT: '70000' }, 'Configuration error: PORT is invalid'],
    [{ ...valid, CMS_URL: 'strapi' }, 'Configuration error: CMS_URL is invalid'],
    [{ ...valid, DATABASE_URL: 'mysql://x' }, 'Configuration error: DATABASE_URL is invalid'],
    [{ ...valid, RAZORPAY_KEY_ID: 'key' }, 'Configuration error: RAZORPAY_KEY_ID is invalid'],
  ])('names the bad variable in one line (%#)', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never echoes a secret value in its message', () => {
    expect(() => loadConfig({ ...valid, RAZORPAY_KEY_SECRET: 'short' })).toThrow(/^(?!.*short).*$/);
  });
});
