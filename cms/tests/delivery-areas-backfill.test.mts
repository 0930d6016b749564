import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICEABLE_PINCODES, SITE_SETTING_UID } from '../src/seed/site-settings.ts';
import { bootCms, createTestEnv, type RunningCms, type TestEnv } from './harness.mts';

type Pincode = { code: string; latitude: number | null; longitude: number | null };
type Settings = { deliveryRadiusKm: number; deliveryTime: string | null; serviceablePincodes: Pincode[] };

/**
 * Turns a database written by this version back into what the first release left: pincodes without
 * centres, the delivery radius as a 50 km distance from the store, no delivery time, and the seed
 * not yet having filled them in. One pincode an editor added themselves (not seeded) stays as it is.
 */
function rewindToRadiusFromStore(dbFile: string): void {
  const db = new Database(dbFile);
  try {
    db.exec('UPDATE components_delivery_pincodes SET latitude = NULL, longitude = NULL');
    db.exec(`UPDATE components_delivery_pincodes SET code = '400614', latitude = 19.02, longitude = 73.04 WHERE code = '400709'`);
    db.exec(`UPDATE components_delivery_pincodes SET code = '421301' WHERE code = '400710'`);
    db.exec('UPDATE site_settings SET delivery_radius_km = 50, delivery_time = NULL');
    const ledger = db.prepare(`SELECT key, value FROM strapi_core_store_settings WHERE key LIKE '%seeded-entries%'`).get() as {
      key: string;
      value: string;
    };
    const keys = (JSON.parse(ledger.value) as string[]).filter((key) => key !== `${SITE_SETTING_UID}#delivery-areas`);
    db.prepare('UPDATE strapi_core_store_settings SET value = ? WHERE key = ?').run(JSON.stringify(keys), ledger.key);
  } finally {
    db.close();
  }
}

describe('a database from the first release gets the delivery areas once (real Strapi, SQLite)', () => {
  let env: TestEnv;
  let cms: RunningCms;

  const published = async () =>
    (await cms.strapi
      .documents(SITE_SETTING_UID)
      .findFirst({ status: 'published', populate: { serviceablePincodes: true } })) as unknown as Settings;

  beforeAll(async () => {
    env = createTestEnv();
    cms = await bootCms();
    await cms.stop();
    rewindToRadiusFromStore(env.dbFile);
    cms = await bootCms();
  }, 300_000);

  afterAll(async () => {
    await cms?.stop();
    env?.cleanup();
  });

  it('fills in the centre of every seeded pincode that has none, and leaves an editor’s own pincode and centre alone', async () => {
    const settings = await published();
    const vashi = SERVICEABLE_PINCODES.find((pincode) => pincode.code === '400703');
    expect(settings.serviceablePincodes.find((pincode) => pincode.code === '400703')).toMatchObject({
      latitude: vashi?.latitude,
      longitude: vashi?.longitude,
    });
    const belapur = settings.serviceablePincodes.filter((pincode) => pincode.code === '400614');
    expect(belapur.map(({ latitude, longitude }) => [latitude, longitude])).toEqual(
      expect.arrayContaining([
        [19.02, 73.04],
        [SERVICEABLE_PINCODES.find((pincode) => pincode.code === '400614')?.latitude, expect.any(Number)],
      ]),
    );
    expect(settings.serviceablePincodes.find((pincode) => pincode.code === '421301')).toMatchObject({ latitude: null, longitude: null });
  });

  it('replaces the 50 km from the store with an area’s reach, and promises the delivery time', async () => {
    expect(await published()).toMatchObject({ deliveryRadiusKm: 5, deliveryTime: '15-20 minutes' });
  });

  it('runs once: a later boot leaves an editor’s choices alone', async () => {
    await cms.strapi.db.query(SITE_SETTING_UID).updateMany({ where: {}, data: { deliveryRadiusKm: 50, deliveryTime: null } });
    await cms.stop();
    cms = await bootCms();
    expect(await published()).toMatchObject({ deliveryRadiusKm: 50, deliveryTime: null });
  }, 180_000);
});
