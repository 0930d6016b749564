import type { DeskStaff } from '@koolers/contracts/staff';
import type { CookieOptions, Request, Response } from 'express';
import { hashSessionToken, newSessionToken, TOKEN_FORMAT } from '../../auth/session-tokens.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { StaffSessionStage } from '../../db/schema.ts';
import { cookieValue } from '../../http/cookies.ts';

/** The desk's own cookie, sent only to the admin API: a customer's session never reaches it. */
export const STAFF_COOKIE = 'koolers_staff';
const COOKIE_PATH = '/api/admin';
/** Signed out after 30 minutes without a request of the staff member's own… */
export const STAFF_IDLE_MS = 30 * 60 * 1000;
/** …and 12 hours after signing in, however busy. */
export const STAFF_MAX_MS = 12 * 60 * 60 * 1000;
/** Between a right password and the code, at most 10 minutes. */
export const SECOND_FACTOR_MS = 10 * 60 * 1000;
/** From a used one-time link to a set-up authenticator app, at most 30 minutes. */
export const SETUP_MS = 30 * 60 * 1000;
/** last_seen_at is rewritten at most this often: one write a minute per desk, not per request. */
const TOUCH_EVERY_MS = 60 * 1000;

export type StaffSession = {
  tokenHash: string;
  stage: StaffSessionStage;
  lastSeenAt: string;
  /** What `GET /api/admin/me` answers. */
  staff: DeskStaff;
};

export async function startStaffSession(db: Db, staffId: number, stage: StaffSessionStage, now = new Date()): Promise<string> {
  const token = newSessionToken();
  const lifetime = { 'signed-in': STAFF_MAX_MS, 'second-factor': SECOND_FACTOR_MS, setup: SETUP_MS }[stage];
  await db
    .insertInto('staff_sessions')
    .values({
      token_hash: hashSessionToken(token),
      staff_id: staffId,
      stage,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + lifetime).toISOString(),
      revoked_at: null,
    })
    .execute();
  // Housekeeping: this staff member's sessions that can no longer be used.
  await db
    .deleteFrom('staff_sessions')
    .where('staff_id', '=', staffId)
    .where((eb) =>
      eb.or([eb('expires_at', '<=', now.toISOString()), eb('last_seen_at', '<=', new Date(now.getTime() - STAFF_IDLE_MS).toISOString())]),
    )
    .execute();
  return token;
}

/** The live session of this token hash with its staff member; idle, expired, revoked or disabled ones are not. */
export async function findStaffSession(db: Db, tokenHash: string, now = new Date()): Promise<StaffSession | undefined> {
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .select([
      'staff_sessions.token_hash',
      'staff_sessions.stage',
      'staff_sessions.last_seen_at',
      'staff.id',
      'staff.name',
      'staff.email',
      'staff.role',
      'staff.totp_secret',
    ])
    .where('staff_sessions.token_hash', '=', tokenHash)
    .where('staff_sessions.revoked_at', 'is', null)
    .where('staff_sessions.expires_at', '>', now.toISOString())
    .where('staff_sessions.last_seen_at', '>', new Date(now.getTime() - STAFF_IDLE_MS).toISOString())
    .where('staff.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    tokenHash: row.token_hash,
    stage: row.stage,
    lastSeenAt: row.last_seen_at,
    staff: { id: Number(row.id), name: row.name, email: row.email, role: row.role, hasSecondFactor: row.totp_secret !== null },
  };
}

/** A request by the staff member: the idle clock starts again (written at most once a minute). */
export async function touchStaffSession(db: Db, session: StaffSession, now = new Date()): Promise<void> {
  if (now.getTime() - Date.parse(session.lastSeenAt) < TOUCH_EVERY_MS) return;
  await db.updateTable('staff_sessions').set({ last_seen_at: now.toISOString() }).where('token_hash', '=', session.tokenHash).execute();
}

/** Password and code both passed (or the app was just set up): the session is signed in, 12 hours from now. */
export async function completeSignIn(db: Db, tokenHash: string, from: 'second-factor' | 'setup', now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('staff_sessions')
    .set({ stage: 'signed-in', last_seen_at: now.toISOString(), expires_at: new Date(now.getTime() + STAFF_MAX_MS).toISOString() })
    .where('token_hash', '=', tokenHash)
    .where('stage', '=', from)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function revokeStaffSession(db: Db, tokenHash: string): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: new Date().toISOString() })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Every session of a staff member ends (sign-in reset, account disabled), but `keep` (the one changing its password). */
export async function revokeAllStaffSessions(db: Db, staffId: number, keep?: string): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: new Date().toISOString() })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .$if(keep !== undefined, (query) => query.where('token_hash', '!=', keep as string))
    .execute();
}

export function readStaffToken(req: Request): string | undefined {
  return cookieValue(req, STAFF_COOKIE, TOKEN_FORMAT);
}

export function setStaffCookie(res: Response, token: string, env: Config['env']): void {
  // No Max-Age: the browser forgets it when closed; the server ends it after 30 idle minutes anyway.
  res.cookie(STAFF_COOKIE, token, cookieOptions(env));
}

export function clearStaffCookie(res: Response, env: Config['env']): void {
  res.clearCookie(STAFF_COOKIE, cookieOptions(env));
}

function cookieOptions(env: Config['env']): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', path: COOKIE_PATH, secure: env === 'production' };
}

export { hashSessionToken as hashStaffToken };
