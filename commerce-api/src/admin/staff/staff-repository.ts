import { hash, randomBytes, randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, StaffRole } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export type StaffMember = {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  hasSecondFactor: boolean;
  createdAt: string;
  disabledAt: string | null;
};

export type StaffCredentials = StaffMember & { passwordHash: string; totpSecret: string | null; totpPendingSecret: string | null };

export async function findStaffByEmail(db: Executor, email: string): Promise<StaffCredentials | undefined> {
  const row = await db.selectFrom('staff').selectAll().where('email', '=', email).executeTakeFirst();
  return row && credentials(row);
}

export async function findStaffById(db: Executor, id: number): Promise<StaffCredentials | undefined> {
  const row = await db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
  return row && credentials(row);
}

export async function listStaff(db: Executor): Promise<StaffMember[]> {
  const rows = await db.selectFrom('staff').selectAll().orderBy('created_at').orderBy('id').execute();
  return rows.map((row) => member(row));
}

export async function countActiveOwners(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('staff')
    .select((eb) => eb.fn.countAll<string | number>().as('owners'))
    .where('role', '=', 'owner')
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.owners ?? 0);
}

/** Inserts a staff member; undefined when the email already has an account. */
export async function insertStaff(
  db: Executor,
  staff: { email: string; name: string; role: StaffRole; passwordHash: string; now: string },
): Promise<number | undefined> {
  const row = await db
    .insertInto('staff')
    .values({
      email: staff.email,
      name: staff.name,
      role: staff.role,
      password_hash: staff.passwordHash,
      totp_secret: null,
      totp_pending_secret: null,
      totp_last_step: null,
      created_at: staff.now,
      updated_at: staff.now,
      disabled_at: null,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

// ------------------------------------------------------------------------------------ invites

/** 32 random bytes: the part of the invitation link that is the key. */
export function newInviteToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

export type Invite = { id: number; email: string; role: StaffRole; createdAt: string; expiresAt: string; invitedBy: number | null };

export async function insertInvite(
  db: Executor,
  invite: { token: string; email: string; role: StaffRole; invitedBy: number | null; now: Date; lifetimeMs: number },
): Promise<Invite> {
  const row = await db
    .insertInto('staff_invites')
    .values({
      token_hash: hashToken(invite.token),
      email: invite.email,
      role: invite.role,
      invited_by: invite.invitedBy,
      created_at: invite.now.toISOString(),
      expires_at: new Date(invite.now.getTime() + invite.lifetimeMs).toISOString(),
      used_at: null,
      revoked_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return inviteOf(row);
}

/** The invite of this token while it can still be used (not used, not revoked, not expired). */
export async function findUsableInvite(db: Executor, token: string, now: Date): Promise<Invite | undefined> {
  const row = await db
    .selectFrom('staff_invites')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row && inviteOf(row);
}

/** Marks the invite used, once: of two registrations racing on one link, one wins. */
export async function useInvite(db: Executor, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('staff_invites')
    .set({ used_at: now.toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function listOpenInvites(db: Executor, now: Date): Promise<Invite[]> {
  const rows = await db
    .selectFrom('staff_invites')
    .selectAll()
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('id', 'desc')
    .execute();
  return rows.map(inviteOf);
}

export async function revokeInvite(db: Executor, id: number, now: Date): Promise<Invite | undefined> {
  const row = await db
    .updateTable('staff_invites')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  return row && inviteOf(row);
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

export async function unusedRecoveryCodes(db: Executor, staffId: number): Promise<number> {
  const row = await db
    .selectFrom('staff_recovery_codes')
    .select((eb) => eb.fn.countAll<string | number>().as('left'))
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.left ?? 0);
}

// ------------------------------------------------------------------------------ second factor

/** Keeps (or creates) the secret shown during set-up, so reloading the page shows the same QR code. */
export async function pendingTotpSecret(db: Db, staffId: number, create: () => string): Promise<string> {
  await db
    .updateTable('staff')
    .set({ totp_pending_secret: create(), updated_at: new Date().toISOString() })
    .where('id', '=', staffId)
    .where('totp_pending_secret', 'is', null)
    .where('totp_secret', 'is', null)
    .execute();
  const row = await db.selectFrom('staff').select('totp_pending_secret').where('id', '=', staffId).executeTakeFirstOrThrow();
  if (!row.totp_pending_secret) throw new Error(`staff ${staffId} has no pending second factor`);
  return row.totp_pending_secret;
}

/** The pending secret becomes the second factor, with the step of the code that proved it. */
export async function confirmTotpSecret(db: Executor, staffId: number, secret: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff')
    .set({ totp_secret: secret, totp_pending_secret: null, totp_last_step: step, updated_at: new Date().toISOString() })
    .where('id', '=', staffId)
    .where('totp_secret', 'is', null)
    .where('totp_pending_secret', '=', secret)
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

/** Forgets the second factor and its recovery codes: the next sign-in sets up a new one. */
export async function clearSecondFactor(db: Executor, staffId: number): Promise<void> {
  await db
    .updateTable('staff')
    .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null, updated_at: new Date().toISOString() })
    .where('id', '=', staffId)
    .execute();
  await db.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
}

export async function setStaffDisabled(db: Executor, staffId: number, disabledAt: string | null): Promise<void> {
  await db.updateTable('staff').set({ disabled_at: disabledAt, updated_at: new Date().toISOString() }).where('id', '=', staffId).execute();
}

type StaffRow = {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  totp_secret: string | null;
  created_at: string;
  disabled_at: string | null;
};

function member(row: StaffRow): StaffMember {
  return {
    id: Number(row.id),
    name: row.name,
    email: row.email,
    role: row.role,
    hasSecondFactor: row.totp_secret !== null,
    createdAt: row.created_at,
    disabledAt: row.disabled_at,
  };
}

function credentials(row: StaffRow & { password_hash: string; totp_pending_secret: string | null }): StaffCredentials {
  return { ...member(row), passwordHash: row.password_hash, totpSecret: row.totp_secret, totpPendingSecret: row.totp_pending_secret };
}

function inviteOf(row: {
  id: number;
  email: string;
  role: StaffRole;
  created_at: string;
  expires_at: string;
  invited_by: number | null;
}): Invite {
  return {
    id: Number(row.id),
    email: row.email,
    role: row.role,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    invitedBy: row.invited_by === null ? null : Number(row.invited_by),
  };
}
