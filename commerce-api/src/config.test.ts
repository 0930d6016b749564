import { describe, expect, it } from 'vitest';
import { loadConfig, staffSecretKey } from './config.ts';

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

  it('turns on WhatsApp only with all four of its settings, SMS with its webhook token, and keeps the shop number with 91', () => {
    expect(loadConfig(valid).messaging).toEqual({});
    const whatsapp = {
      WHATSAPP_ACCESS_TOKEN: 'a-token-of-some-length',
      WHATSAPP_PHONE_NUMBER_ID: '1234567890',
      WHATSAPP_APP_SECRET: 'an-app-secret',
      WHATSAPP_VERIFY_TOKEN: 'a-verify-token',
    };
    const config = loadConfig({ ...valid, ...whatsapp, SHOP_WHATSAPP_NUMBER: '+91 9123456789'.replace(' ', '') });
    expect(config.messaging.whatsapp).toMatchObject({ apiUrl: 'https://graph.facebook.com/v21.0', phoneNumberId: '1234567890' });
    expect(config.messaging.shopWhatsAppNumber).toBe('919123456789');
    expect(() => loadConfig({ ...valid, ...whatsapp, WHATSAPP_APP_SECRET: undefined })).toThrow(
      'Configuration error: WHATSAPP_APP_SECRET is missing',
    );
    expect(() => loadConfig({ ...valid, MSG91_AUTH_KEY: 'an-auth-key' })).toThrow('Configuration error: MSG91_WEBHOOK_TOKEN is missing');
  });

  it('never echoes a secret value in its message', () => {
    expect(() => loadConfig({ ...valid, RAZORPAY_KEY_SECRET: 'short' })).toThrow(/^(?!.*short).*$/);
  });

  it('trusts one proxy hop (the shop’s web front) and counts limits as written, unless told otherwise', () => {
    expect(loadConfig(valid)).toMatchObject({ trustProxyHops: 1, rateLimitScale: 1 });
    expect(loadConfig({ ...valid, TRUST_PROXY_HOPS: '2', RATE_LIMIT_SCALE: '10' })).toMatchObject({
      trustProxyHops: 2,
      rateLimitScale: 10,
    });
    expect(() => loadConfig({ ...valid, TRUST_PROXY_HOPS: 'loopback' })).toThrow('Configuration error: TRUST_PROXY_HOPS is invalid');
    expect(() => loadConfig({ ...valid, RATE_LIMIT_SCALE: '0' })).toThrow('Configuration error: RATE_LIMIT_SCALE is invalid');
  });
});

describe('SETTABLE_CLOCK (the journeys fix the delivery promise’s clock)', () => {
  it('is off unless asked for, and on for a shop on this machine outside production', () => {
    expect(loadConfig(valid).settableClock).toBe(false);
    expect(loadConfig({ ...valid, SETTABLE_CLOCK: 'true' }).settableClock).toBe(true);
  });

  it('is refused in production, even offline, and on an address other than this machine’s', () => {
    const message = 'Configuration error: SETTABLE_CLOCK is invalid: a settable clock is for the test journeys on this machine only';
    expect(() => loadConfig({ ...valid, SETTABLE_CLOCK: 'true', HOST: '0.0.0.0' })).toThrow(message);
    const offlineProduction = {
      ...valid,
      NODE_ENV: 'production',
      SHOP_OFFLINE: 'true',
      RAZORPAY_API_URL: 'http://127.0.0.1:4010/v1/',
      SITE_ORIGIN: 'http://127.0.0.1:8080',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      SHOP_EMAIL: 'orders@koolers.in',
      STAFF_SECRET_KEY: 'an-offline-stack-key-for-authenticator-secrets',
    };
    expect(loadConfig(offlineProduction).settableClock).toBe(false);
    expect(() => loadConfig({ ...offlineProduction, SETTABLE_CLOCK: 'true' })).toThrow(message);
  });
});

describe('loadConfig in production', () => {
  const production = {
    NODE_ENV: 'production',
    RAZORPAY_KEY_ID: 'rzp_live_Koolers1234',
    RAZORPAY_KEY_SECRET: 'a-key-secret-of-some-length',
    RAZORPAY_WEBHOOK_SECRET: 'a-webhook-secret-of-some-length',
    SITE_ORIGIN: 'https://koolers.in',
    SMTP_URL: 'smtps://shop:secret@smtp.example.in:465',
    SHOP_EMAIL: 'orders@koolers.in',
    STAFF_SECRET_KEY: 'a-production-key-for-authenticator-secrets',
  };

  it('starts with live keys, SMTP, the shop’s inbox and its staff secret key', () => {
    expect(loadConfig(production)).toMatchObject({ env: 'production', mail: { shopEmail: 'orders@koolers.in' } });
  });

  it('takes no UPI payee: the shop’s payee is edited in Strapi, with the Coco Club plan', () => {
    expect(loadConfig({ ...production, UPI_ID: 'someone-else@ybl' })).not.toHaveProperty('upi');
  });

  it.each(['SMTP_URL', 'SHOP_EMAIL', 'STAFF_SECRET_KEY'])(
    'refuses to start without %s (no mail left in a folder, no published key)',
    (name) => {
      expect(() => loadConfig({ ...production, [name]: undefined })).toThrow(
        `Configuration error: ${name} is missing (required in production)`,
      );
    },
  );

  it.each([
    [
      { RAZORPAY_KEY_ID: 'rzp_test_Koolers1234' },
      'Configuration error: RAZORPAY_KEY_ID is invalid: production takes real payments with live keys (rzp_live_…)',
    ],
    [
      { RAZORPAY_API_URL: 'http://127.0.0.1:4010/v1/' },
      'Configuration error: RAZORPAY_API_URL is invalid: the Razorpay sandbox is for development and tests',
    ],
    [
      { SITE_ORIGIN: 'http://koolers.in' },
      'Configuration error: SITE_ORIGIN is invalid: production serves the shop over https (its session cookie is Secure)',
    ],
  ])('refuses what only belongs in development (%#)', (change, message) => {
    expect(() => loadConfig({ ...production, ...change })).toThrow(message);
  });
});

describe('staffSecretKey', () => {
  it('is the configured key, a development one outside production, and refused when short or missing in production', () => {
    expect(staffSecretKey({ STAFF_SECRET_KEY: 'k'.repeat(32) })).toBe('k'.repeat(32));
    expect(staffSecretKey({})).toBe(
      loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 's'.repeat(16), RAZORPAY_WEBHOOK_SECRET: 'w'.repeat(16) })
        .staffSecretKey,
    );
    expect(() => staffSecretKey({ STAFF_SECRET_KEY: 'short' })).toThrow('STAFF_SECRET_KEY is invalid: must be at least 32 characters');
    expect(() => staffSecretKey({ NODE_ENV: 'production' })).toThrow('STAFF_SECRET_KEY is missing (required in production)');
  });
});

describe('loadConfig in the production stack’s offline mode', () => {
  const offline = {
    NODE_ENV: 'production',
    SHOP_OFFLINE: 'true',
    RAZORPAY_KEY_ID: 'rzp_test_sandbox1234',
    RAZORPAY_KEY_SECRET: 'a-key-secret-of-some-length',
    RAZORPAY_WEBHOOK_SECRET: 'a-webhook-secret-of-some-length',
    RAZORPAY_API_URL: 'http://razorpay-sandbox:4010/v1/',
    RAZORPAY_CHECKOUT_URL: 'http://127.0.0.1:8080/_razorpay-sandbox/v1/checkout.js',
    SITE_ORIGIN: 'http://127.0.0.1:8080',
    SMTP_URL: 'smtp://mailsink:2525',
    SHOP_EMAIL: 'orders@koolers.in',
    STAFF_SECRET_KEY: 'an-offline-stack-key-for-authenticator-secrets',
  };

  it('pays through the sandbox, whose Checkout the browser loads through the web front, on this machine over http', () => {
    expect(loadConfig(offline)).toMatchObject({
      offline: true,
      razorpay: { apiUrl: offline.RAZORPAY_API_URL, checkoutUrl: offline.RAZORPAY_CHECKOUT_URL },
      siteOrigin: 'http://127.0.0.1:8080',
    });
  });

  it.each([
    [
      { RAZORPAY_KEY_ID: 'rzp_live_Koolers1234' },
      'Configuration error: RAZORPAY_KEY_ID is invalid: offline mode never takes live keys (rzp_live_…)',
    ],
    [{ RAZORPAY_API_URL: undefined, RAZORPAY_CHECKOUT_URL: undefined }, 'Configuration error: RAZORPAY_API_URL is missing'],
    [
      { SITE_ORIGIN: 'http://koolers.in' },
      'Configuration error: SITE_ORIGIN is invalid: offline mode serves the shop over https, or over http on this machine only',
    ],
  ])('never runs a real shop offline by accident (%#)', (change, message) => {
    expect(() => loadConfig({ ...offline, ...change })).toThrow(message);
  });

  it('is a switch of its own: the sandbox alone is still refused in production', () => {
    expect(() => loadConfig({ ...offline, SHOP_OFFLINE: undefined })).toThrow(
      'Configuration error: RAZORPAY_KEY_ID is invalid: production takes real payments',
    );
    expect(() => loadConfig({ ...offline, SHOP_OFFLINE: 'yes' })).toThrow('Configuration error: SHOP_OFFLINE is invalid');
  });
});
