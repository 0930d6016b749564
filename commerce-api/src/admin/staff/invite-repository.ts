import { hash, randomBytes } from 'node:crypto';
import type { StaffRole } from '@koolers/contracts/staff';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * One-time links to the desk's set-up page: an invitation creates an account; a sign-in reset
 * (an owner's, for a lost phone or password) lets an existing account choose a new password and
 * set up its authenticator app again. Only a SHA-256 of each link's key is stored.
 */
export type OneTimeLink = {
  id: number;
  kind: 'invite' | 'reset';
  email: string;
  role: StaffRole;
  /** The account a reset is for. */
  staffId: number | null;
  createdAt: string;
  expiresAt: string;
  invitedBy: number | null;
};

/** 32 random bytes: the part of the link that is the key. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

export async function insertLink(
  db: Executor,
  link: { token: string; email: string; role: StaffRole; staffId?: number; invitedBy: number | null; now: Date; lifetimeMs: number },
): Promise<OneTimeLink> {
  const row = await db
    .insertInto('staff_invites')
    .values({
      token_hash: hashToken(link.token),
      email: link.email,
      role: link.role,
      staff_id: link.staffId ?? null,
      invited_by: link.invitedBy,
      created_at: link.now.toISOString(),
      expires_at: new Date(link.now.getTime() + link.lifetimeMs).toISOString(),
      used_at: null,
      revoked_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return linkOf(row);
}

/** The link of this token while it can still be used (not used, not revoked, not expired). */
export async function findUsableLink(db: Executor, token: string, now: Date): Promise<OneTimeLink | undefined> {
  const row = await db
    .selectFrom('staff_invites')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row && linkOf(row);
}

/** Marks the link used, once: of two requests racing on one link, one wins. */
export async function useLink(db: Executor, id: number, now: Date): Promise<boolean> {
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

/** Open invitations (resets are shown on their account's row, not here). */
export async function listOpenInvites(db: Executor, now: Date): Promise<OneTimeLink[]> {
  const rows = await db
    .selectFrom('staff_invites')
    .selectAll()
    .where('staff_id', 'is', null)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('id', 'desc')
    .execute();
  return rows.map(linkOf);
}

export async function revokeLink(db: Executor, id: number, now: Date): Promise<OneTimeLink | undefined> {
  const row = await db
    .updateTable('staff_invites')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  return row && linkOf(row);
}

/** A new reset replaces the account's earlier ones: only the latest link works. */
export async function revokeOpenResets(db: Executor, staffId: number, now: Date): Promise<void> {
  await db
    .updateTable('staff_invites')
    .set({ revoked_at: now.toISOString() })
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

function linkOf(row: {
  id: number;
  email: string;
  role: StaffRole;
  staff_id: number | null;
  created_at: string;
  expires_at: string;
  invited_by: number | null;
}): OneTimeLink {
  return {
    id: Number(row.id),
    kind: row.staff_id === null ? 'invite' : 'reset',
    email: row.email,
    role: row.role,
    staffId: row.staff_id === null ? null : Number(row.staff_id),
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    invitedBy: row.invited_by === null ? null : Number(row.invited_by),
  };
}
