import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ACTIONS } from '../src/seed/permissions.ts';
import { DEFAULT_SITE_SETTINGS, OPENING_HOURS, SITE_SETTING_UID } from '../src/seed/site-settings.ts';
import { bootCms, createTestEnv, type RunningCms, type TestEnv } from './harness.mts';

const NEW_PHONE = '+91 99200 11223';

interface SiteSettingResponse {
  data: { documentId: string; phone: string; email: string; address: string; businessHours: string; publishedAt: string | null };
}

async function getJson(url: string, init?: RequestInit): Promise<{ status: number; body: SiteSettingResponse }> {
  const res = await fetch(url, init);
  return { status: res.status, body: (await res.json()) as SiteSettingResponse };
}

describe('CMS site settings (real Strapi, SQLite, HTTP)', () => {
  let env: TestEnv;
  let cms: RunningCms;

  beforeAll(async () => {
    env = createTestEnv();
    cms = await bootCms();
  });

  afterAll(async () => {
    await cms?.stop();
    env?.cleanup();
  });

  it('answers the health check', async () => {
    const res = await fetch(`${cms.url}/_health`);
    expect(res.status).toBe(204);
  });

  it('serves the seeded, published site settings to the public', async () => {
    const { status, body } = await getJson(`${cms.url}/api/site-setting`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      phone: '+91 98765 43210',
      email: 'hello@koolers.in',
      businessHours: 'Mon-Sat, 9am - 10pm',
    });
    expect(body.data).toMatchObject(DEFAULT_SITE_SETTINGS);
    expect(body.data.address).toMatch(/Vashi/);
    expect(body.data.address).toMatch(/Navi Mumbai/);
    expect(body.data.address).toMatch(/Maharashtra 400703/);
    expect(body.data.publishedAt).toBeTruthy();
  });

  it('serves the business details search engines show: name, address parts, hours day by day, share picture', async () => {
    const body = (await (await fetch(`${cms.url}/api/site-setting`)).json()) as {
      data: Record<string, unknown> & { openingHours: object[]; shareImage: { width: number; height: number; alternativeText: string } };
    };
    expect(body.data).toMatchObject({
      shopName: 'Koolers',
      city: 'Navi Mumbai',
      state: 'Maharashtra',
      postalCode: '400703',
      deliveryDays: 0,
    });
    expect(body.data.openingHours).toMatchObject(OPENING_HOURS);
    expect(body.data.shareImage.width / body.data.shareImage.height).toBeGreaterThan(1.5);
    expect(body.data.shareImage.alternativeText).not.toBe('');
  });

  it('fills the business details into a database from before them, reading the PIN code from its own address', async () => {
    await cms.stop();
    const db = new Database(env.dbFile);
    try {
      db.prepare(
        'UPDATE site_settings SET shop_name = NULL, city = NULL, state = NULL, postal_code = NULL, delivery_days = NULL, address = ?',
      ).run('Koolers, Plot 4, Sector 19, Kharghar, Navi Mumbai 410210');
      db.prepare('UPDATE terms_pages SET return_window_days = NULL').run();
      const ledger = db.prepare(`SELECT value FROM strapi_core_store_settings WHERE key = 'koolers_seed_seeded-entries'`).get() as {
        value: string;
      };
      const keys = (JSON.parse(ledger.value) as string[]).filter(
        (key) => !key.endsWith('#business-details') && !key.endsWith('#return-window'),
      );
      db.prepare(`UPDATE strapi_core_store_settings SET value = ? WHERE key = 'koolers_seed_seeded-entries'`).run(JSON.stringify(keys));
    } finally {
      db.close();
    }
    cms = await bootCms();
    for (const status of ['draft', 'published'] as const) {
      const settings = await cms.strapi.documents(SITE_SETTING_UID).findFirst({ status });
      expect(settings).toMatchObject({
        shopName: 'Koolers',
        city: 'Navi Mumbai',
        state: 'Maharashtra',
        postalCode: '410210',
        deliveryDays: 0,
      });
      expect(await cms.strapi.documents('api::terms.terms').findFirst({ status })).toMatchObject({ returnWindowDays: 1 });
    }
    const documentId = (await cms.strapi.documents(SITE_SETTING_UID).findFirst({ status: 'draft' }))?.documentId as string;
    await cms.strapi
      .documents(SITE_SETTING_UID)
      .update({ documentId, data: { address: DEFAULT_SITE_SETTINGS.address, postalCode: '400703' } });
    await cms.strapi.documents(SITE_SETTING_UID).publish({ documentId });
  });

  it('grants the public role exactly its read-only allow-list', async () => {
    const permissions: { action: string }[] = await cms.strapi.db
      .query('plugin::users-permissions.permission')
      .findMany({ where: { role: { type: 'public' } } });
    const actions = permissions.map((p) => p.action);
    // Exactly the allow-list, once each: not even the plugin's default sign-up routes.
    expect([...actions].sort()).toEqual([...PUBLIC_ACTIONS].sort());

    const denied = [
      ['GET', '/api/users'],
      ['GET', '/api/users/me'],
      ['GET', '/api/users-permissions/roles'],
      ['GET', '/api/upload/files'],
      ['GET', '/api/i18n/locales'],
      ['PUT', '/api/site-setting'],
      ['DELETE', '/api/site-setting'],
      ['POST', '/api/auth/local/register'],
      ['POST', '/api/auth/local'],
    ] as const;
    for (const [method, path] of denied) {
      const res = await fetch(`${cms.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'PUT' || method === 'POST' ? JSON.stringify({ data: { phone: '000' } }) : undefined,
      });
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 403 });
    }

    const post = await fetch(`${cms.url}/api/site-setting`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { phone: '000' } }),
    });
    expect([403, 405]).toContain(post.status);

    const { body } = await getJson(`${cms.url}/api/site-setting`);
    expect(body.data.phone).toBe(DEFAULT_SITE_SETTINGS.phone);
  });

  /** The site settings' draft, with `phone` changed (not published). */
  async function draftPhone(phone: string) {
    const documents = cms.strapi.documents(SITE_SETTING_UID);
    const draft = await documents.findFirst({ status: 'draft' });
    if (!draft) throw new Error('no site-setting draft');
    await documents.update({ documentId: draft.documentId, data: { phone } });
    return draft.documentId;
  }

  /** Puts the seeded phone back, published, with no pending draft change. */
  async function restoreSeededPhone() {
    const documentId = await draftPhone(DEFAULT_SITE_SETTINGS.phone);
    await cms.strapi.documents(SITE_SETTING_UID).publish({ documentId });
    expect((await getJson(`${cms.url}/api/site-setting`)).body.data.phone).toBe(DEFAULT_SITE_SETTINGS.phone);
  }

  it('does not show an unpublished draft change, even with ?status=draft', async () => {
    const documentId = await draftPhone(NEW_PHONE);
    try {
      expect((await cms.strapi.documents(SITE_SETTING_UID).findFirst({ status: 'draft' }))?.phone).toBe(NEW_PHONE);
      for (const query of ['', '?status=draft']) {
        const { status, body } = await getJson(`${cms.url}/api/site-setting${query}`);
        expect(status).toBe(200);
        expect(body.data.phone).toBe(DEFAULT_SITE_SETTINGS.phone);
      }
    } finally {
      await cms.strapi.documents(SITE_SETTING_UID).discardDraft({ documentId });
    }
    expect((await cms.strapi.documents(SITE_SETTING_UID).findFirst({ status: 'draft' }))?.phone).toBe(DEFAULT_SITE_SETTINGS.phone);
  });

  it('keeps a published editor change across a restart without duplicating anything', async () => {
    try {
      const documentId = await draftPhone(NEW_PHONE);
      await cms.strapi.documents(SITE_SETTING_UID).publish({ documentId });
      expect((await getJson(`${cms.url}/api/site-setting`)).body.data.phone).toBe(NEW_PHONE);

      await cms.stop();
      cms = await bootCms(); // same SQLite file; bootstrap/seed runs again

      const { status, body } = await getJson(`${cms.url}/api/site-setting`);
      expect(status).toBe(200);
      expect(body.data.phone).toBe(NEW_PHONE);
      expect(body.data.email).toBe(DEFAULT_SITE_SETTINGS.email);

      // One document = a draft row and a published row in each of its three languages.
      const rows: { documentId: string; locale: string }[] = await cms.strapi.db.query(SITE_SETTING_UID).findMany();
      expect(rows.map((row) => row.locale).sort()).toEqual(['en', 'en', 'hi', 'hi', 'mr', 'mr']);
      expect(new Set(rows.map((r) => r.documentId)).size).toBe(1);

      expect(PUBLIC_ACTIONS.length).toBeGreaterThan(0);
      for (const action of PUBLIC_ACTIONS) {
        const count = await cms.strapi.db
          .query('plugin::users-permissions.permission')
          .count({ where: { action, role: { type: 'public' } } });
        expect({ action, count }).toEqual({ action, count: 1 });
      }
    } finally {
      await restoreSeededPhone();
    }
  });
});
