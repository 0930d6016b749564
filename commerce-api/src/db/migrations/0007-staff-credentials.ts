import type { Kysely } from 'kysely';
import { createSecretBox } from '../../auth/totp-secret-box.ts';
import { staffSecretKey } from '../../config.ts';
import type { Database } from '../schema.ts';

/**
 * Staff credentials after the second security review: one-time links can be an owner's sign-in
 * reset of an existing account (`staff_invites.staff_id`), and authenticator secrets are stored
 * sealed under STAFF_SECRET_KEY. Secrets stored in clear before are sealed here, with the key the
 * API reads from the same environment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('staff_invites')
    .addColumn('staff_id', 'integer', (col) => col.references('staff.id'))
    .execute();

  await sealStoredSecrets(db as unknown as Kysely<Database>, staffSecretKey(process.env));
}

/** Seals every authenticator secret still stored in clear; sealed ones are left as they are. */
export async function sealStoredSecrets(db: Kysely<Database>, key: string): Promise<number> {
  const box = createSecretBox(key);
  const rows = await db.selectFrom('staff').select(['id', 'totp_secret', 'totp_pending_secret']).execute();
  let sealedRows = 0;
  for (const row of rows) {
    const seal = (value: string | null) => (value === null || box.isSealed(value) ? value : box.seal(Number(row.id), value));
    const sealed = { totp_secret: seal(row.totp_secret), totp_pending_secret: seal(row.totp_pending_secret) };
    if (sealed.totp_secret === row.totp_secret && sealed.totp_pending_secret === row.totp_pending_secret) continue;
    await db.updateTable('staff').set(sealed).where('id', '=', row.id).execute();
    sealedRows += 1;
  }
  return sealedRows;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff_invites').dropColumn('staff_id').execute();
}
