import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const valid = { SITE_REBUILD_SECRET: 'a-rebuild-secret-of-some-length', SITE_BUILD_ALERT_SECRET: 'an-alert-secret-of-some-length' };

describe('the web front’s configuration', () => {
  it('fills defaults for a front beside a local Strapi and API, listening on 8080 in its container', () => {
    expect(loadConfig(valid)).toEqual({
      production: false,
      host: '0.0.0.0',
      port: 8080,
      cmsUrl: 'http://127.0.0.1:1337',
      apiUrl: 'http://127.0.0.1:4000',
      siteUrl: 'http://127.0.0.1:8080',
      rebuildSecret: valid.SITE_REBUILD_SECRET,
      alertSecret: valid.SITE_BUILD_ALERT_SECRET,
    });
  });

  it('reads the compose file’s settings, an empty value counting as unset', () => {
    const config = loadConfig({
      ...valid,
      NODE_ENV: 'production',
      CMS_URL: 'http://cms:1337',
      API_URL: 'http://commerce-api:4000/',
      SITE_URL: 'https://koolers.in',
      EDITORS_PORT: '8081',
      SITE_PREVIEW_SECRET: 'a-preview-secret-of-some-length',
      CMS_ADMIN_URL: '',
    });
    expect(config).toMatchObject({
      production: true,
      editorsPort: 8081,
      cmsUrl: 'http://cms:1337',
      apiUrl: 'http://commerce-api:4000',
      siteUrl: 'https://koolers.in',
    });
    expect(config.adminUrl).toBeUndefined();
    expect(config.offline).toBeUndefined();
  });

  it('serves the Razorpay sandbox only in the explicit offline mode, and then always', () => {
    expect(loadConfig({ ...valid, SHOP_OFFLINE: 'true', PAYMENTS_SANDBOX_URL: 'http://razorpay-sandbox:4010' }).offline).toEqual({
      sandboxUrl: 'http://razorpay-sandbox:4010',
    });
    expect(() => loadConfig({ ...valid, PAYMENTS_SANDBOX_URL: 'http://razorpay-sandbox:4010' })).toThrow(
      'Configuration error: PAYMENTS_SANDBOX_URL is invalid: the Razorpay sandbox is only served in offline mode (SHOP_OFFLINE=true)',
    );
    expect(() => loadConfig({ ...valid, SHOP_OFFLINE: 'true' })).toThrow('Configuration error: PAYMENTS_SANDBOX_URL is missing');
  });

  it.each([
    [{ SITE_BUILD_ALERT_SECRET: valid.SITE_BUILD_ALERT_SECRET }, 'Configuration error: SITE_REBUILD_SECRET is missing'],
    [{ ...valid, PORT: 'eighty' }, 'Configuration error: PORT is invalid'],
    [{ ...valid, CMS_URL: 'cms' }, 'Configuration error: CMS_URL is invalid'],
    // What podman-compose 1.0.3 passes for `${CMS_ADMIN_URL:-}`: stopped at start, not after a 60 s build.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal text podman-compose passes
    [{ ...valid, CMS_ADMIN_URL: '${CMS_ADMIN_URL:-}' }, 'Configuration error: CMS_ADMIN_URL is invalid'],
    [{ ...valid, NODE_ENV: 'staging' }, 'Configuration error: NODE_ENV is invalid'],
    [{ ...valid, SHOP_OFFLINE: 'yes' }, 'Configuration error: SHOP_OFFLINE is invalid'],
  ])('names the bad variable in one line (%#)', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never echoes a secret in its message', () => {
    expect(() => loadConfig({ ...valid, SITE_REBUILD_SECRET: 'short-secret' })).toThrow(/^(?!.*short-secret).*$/);
  });
});
