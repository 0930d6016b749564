import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesFrom } from '../src/migrations/pincodes-to-component.ts';
import { SITE_SETTING_UID } from '../src/seed/site-settings.ts';
import { bootCms, createTestEnv, type RunningCms, type TestEnv } from './harness.mts';

/**
 * Turns a database written by this version back into what the previous one left: serviceable pincodes
 * as a JSON column, no pincode components, and Strapi's remembered schema saying the field was JSON.
 */
function rewindToJsonPincodes(dbFile: string, json: { draft: string; published: string }): void {
  const db = new Database(dbFile);
  try {
    db.exec('ALTER TABLE site_settings ADD COLUMN serviceable_pincodes TEXT');
    db.prepare('UPDATE site_settings SET serviceable_pincodes = ? WHERE published_at IS NULL').run(json.draft);
    db.prepare('UPDATE site_settings SET serviceable_pincodes = ? WHERE published_at IS NOT NULL').run(json.published);
    db.exec(`DELETE FROM site_settings_cmps WHERE field = 'serviceablePincodes'`);
    db.exec('DELETE FROM components_delivery_pincodes');
    const row = db.prepare(`SELECT value FROM strapi_core_store_settings WHERE key = 'strapi_content_types_schema'`).get() as {
      value: string;
    };
    const schema = JSON.parse(row.value);
    schema[SITE_SETTING_UID].attributes.serviceablePincodes = { type: 'json', required: true };
    db.prepare(`UPDATE strapi_core_store_settings SET value = ? WHERE key = 'strapi_content_types_schema'`).run(JSON.stringify(schema));
  } finally {
    db.close();
  }
}

describe('serviceable pincodes: JSON array → one editable pincode each (real Strapi, SQLite)', () => {
  let env: TestEnv;
  let cms: RunningCms;

  beforeAll(async () => {
    env = createTestEnv();
    cms = await bootCms();
    await cms.stop();
    rewindToJsonPincodes(env.dbFile, { draft: '["400703", 400614, " 410210 ", "12345"]', published: '["400703"]' });
    cms = await bootCms();
  });

  afterAll(async () => {
    await cms?.stop();
    env?.cleanup();
  });

  const codes = async (status: 'draft' | 'published') => {
    const settings = await cms.strapi.documents(SITE_SETTING_UID).findFirst({ status, populate: { serviceablePincodes: true } });
    return ((settings?.serviceablePincodes ?? []) as { code: string }[]).map((pincode) => pincode.code);
  };

  it('moves each version’s pincodes into components, keeping draft and published apart', async () => {
    expect(await codes('published')).toEqual(['400703']);
    expect(await codes('draft')).toEqual(['400703', '400614', '410210']);
  });

  it('serves the migrated pincodes to the site and the commerce API', async () => {
    const body = (await (await fetch(`${cms.url}/api/site-setting`)).json()) as { data: { serviceablePincodes: { code: string }[] } };
    expect(body.data.serviceablePincodes.map((pincode) => pincode.code)).toEqual(['400703']);
  });

  it('runs once: a later boot leaves an editor’s pincodes alone', async () => {
    const documents = cms.strapi.documents(SITE_SETTING_UID);
    const draft = await documents.findFirst({ status: 'draft' });
    await documents.update({
      documentId: draft?.documentId as string,
      data: { serviceablePincodes: [{ code: '400701', area: 'Ghansoli' }] } as never,
    });
    await cms.stop();
    cms = await bootCms();
    expect(await codes('draft')).toEqual(['400701']);
    expect(await codes('published')).toEqual(['400703']);
  });

  it.each([
    ['a JSON text of codes', '["400703","400705"]', ['400703', '400705'], []],
    ['numbers and spaces', [400703, ' 400705 '], ['400703', '400705'], []],
    ['the same code twice', ['400703', '400703'], ['400703'], []],
    ['codes that are not six digits', ['40070', '012345', 'Vashi'], [], ['40070', '012345', 'Vashi']],
    ['broken JSON', '["400703",', [], ['["400703",']],
    ['nothing', null, [], []],
  ])('reads %s from the old column', (_name, value, expected, rejected) => {
    expect(codesFrom(value)).toEqual({ codes: expected, rejected });
  });
});
