import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { SecretBox } from '../../auth/totp-secret-box.ts';
import type { Database } from '../../db/schema.ts';
import { hashToken } from './invite-repository.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The authenticator app's secret (sealed in the database, see totp-secret-box.ts), the last step
 * whose code was accepted, and the recovery codes (only their hashes are stored).
 */
export type TotpSecrets = {
  /** The app's secret once set up; 'unreadable' when it was sealed under another key. */
  secret: string | 'unreadable' | null;
  /** The secret being set up, until a code from it is entered. */
  pending: { secret: string; sealed: string } | null;
};

export async function readTotpSecrets(db: Executor, box: SecretBox, staffId: number): Promise<TotpSecrets> {
  const row = await db.selectFrom('staff').select(['totp_secret', 'totp_pending_secret']).where('id', '=', staffId).executeTakeFirst();
  const secret = row?.totp_secret ? (box.open(staffId, row.totp_secret) ?? 'unreadable') : null;
  const pendingSecret = row?.totp_pending_secret ? box.open(staffId, row.totp_pending_secret) : undefined;
  return {
    secret,
    pending: row?.totp_pending_secret && pendingSecret ? { secret: pendingSecret, sealed: row.totp_pending_secret } : null,
  };
}

/** Keeps (or creates) the secret shown during set-up, so reloading the page shows the same QR code. */
export async function pendingTotpSecret(db: Executor, box: SecretBox, staffId: number, create: () => string): Promise<string> {
  const current = await readTotpSecrets(db, box, staffId);
  if (current.pending) return current.pending.secret;
  await db
    .updateTable('staff')
    .set({ totp_pending_secret: box.seal(staffId, create()), updated_at: new Date().toISOString() })
    .where('id', '=', staffId)
    .where('totp_secret', 'is', null)
    .execute();
  const created = await readTotpSecrets(db, box, staffId);
  if (!created.pending) throw new Error(`staff ${staffId} has no pending second factor`);
  return created.pending.secret;
}

/** The pending secret becomes the second factor, with the step of the code that proved it. */
export async function confirmTotpSecret(db: Executor, staffId: number, sealedPending: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff')
    .set({ totp_secret: sealedPending, totp_pending_secret: null, totp_last_step: step, updated_at: new Date().toISOString() })
    .where('id', '=', staffId)
    .where('totp_secret', 'is', null)
    .where('totp_pending_secret', '=', sealedPending)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Accepts a code's step once: a step not after the last accepted one (a replayed code) is refused. */
export async function acceptTotpStep(db: Executor, staffId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff')
    .set({ totp_last_step: step })
    .where('id', '=', staffId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Forgets the second factor and its recovery codes: only a one-time link sets up a new one. */
export async function clearSecondFactor(db: Executor, staffId: number): Promise<void> {
  await db
    .updateTable('staff')
    .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null, updated_at: new Date().toISOString() })
    .where('id', '=', staffId)
    .execute();
  await db.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
}

// ------------------------------------------------------------------------------ recovery codes

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

/** "k7m2p-x9qrt": 10 characters from 31 (≈ 50 bits), no 0/o or 1/l/i to misread. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

function recoveryCodeHash(code: string): string {
  return hashToken(code.toLowerCase().replace(/[^a-z0-9]/g, ''));
}

/** A fresh set of recovery codes replaces any earlier one; only their hashes are stored. */
export async function replaceRecoveryCodes(db: Executor, staffId: number, now: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
  await db
    .insertInto('staff_recovery_codes')
    .values(codes.map((code) => ({ staff_id: staffId, code_hash: recoveryCodeHash(code), created_at: now, used_at: null })))
    .execute();
  return codes;
}

/** Spends one recovery code; false when it is not this staff member's, or was used already. */
export async function useRecoveryCode(db: Executor, staffId: number, code: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: now })
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', recoveryCodeHash(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
