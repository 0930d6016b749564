import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealStoredSecrets } from '../../src/db/migrations/0007-staff-credentials.ts';
import { deskAgent, STAFF_PASSWORD, signedInStaff, totpCode } from '../support/desk.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

let shop: TestApp;

beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

describe('authenticator secrets stored in clear before sealing existed', () => {
  it('are sealed by the migration, under the API’s key, and the app’s codes still sign in', async () => {
    const staff = await signedInStaff(shop, 'owner');
    // As a database written before the migration holds it: the base32 secret itself.
    await shop.deps.db.updateTable('staff').set({ totp_secret: staff.secret }).where('id', '=', staff.id).execute();

    expect(await sealStoredSecrets(shop.deps.db, shop.deps.config.staffSecretKey)).toBe(1);
    const row = await shop.deps.db.selectFrom('staff').select('totp_secret').where('id', '=', staff.id).executeTakeFirstOrThrow();
    expect(row.totp_secret).toMatch(/^v1:/);
    expect(row.totp_secret).not.toContain(staff.secret);
    // Run again (a second process, a restart): nothing sealed twice.
    expect(await sealStoredSecrets(shop.deps.db, shop.deps.config.staffSecretKey)).toBe(0);

    const desk = deskAgent(shop.app);
    expect((await desk.post('/login', { email: staff.email, password: STAFF_PASSWORD })).body).toEqual({ next: 'second-factor' });
    expect((await desk.post('/second-factor', { code: totpCode(staff.secret, 1) })).status).toBe(200);
  });
});
