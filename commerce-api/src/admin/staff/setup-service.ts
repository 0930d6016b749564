import { recordAudit } from '../../audit/audit-log.ts';
import type { SecretBox } from '../../auth/totp-secret-box.ts';
import { hashPassword } from '../../customers/password-hashing.ts';
import type { Db } from '../../db/database.ts';
import { appError } from '../../http/app-error.ts';
import type { RateLimiter } from '../../limits/rate-limiter.ts';
import { findUsableLink, type OneTimeLink, useLink } from './invite-repository.ts';
import {
  clearSecondFactor,
  confirmTotpSecret,
  pendingTotpSecret,
  readTotpSecrets,
  replaceRecoveryCodes,
} from './second-factor-repository.ts';
import { findStaffById, insertStaff, setPasswordHash } from './staff-repository.ts';
import type { CodeInput, ResetSignInInput, StaffRegisterInput } from './staff-schemas.ts';
import { completeSignIn, revokeAllStaffSessions, type StaffSession, startStaffSession } from './staff-sessions.ts';
import { STAFF_CODE_LIMIT } from './staff-throttle.ts';
import { matchingTotpStep, newTotpSecret, totpEnrolment } from './totp.ts';

export const REGISTERED = 'Admin registered successfully!';

type Request = { ip: string };

/**
 * Getting into the desk with a one-time link, never with a password alone: an invitation creates
 * the account, an owner's sign-in reset lets an existing one choose a new password; either way the
 * same visit goes on to set up the authenticator app (a 'setup' session), and only then is signed in.
 */
export function createSetupService(db: Db, box: SecretBox, limiter: RateLimiter) {
  async function usableLink(token: string, kind: OneTimeLink['kind'], now: Date) {
    const link = await findUsableLink(db, token, now);
    if (!link || link.kind !== kind) throw appError('invite_invalid', 400);
    return link;
  }

  function forItsEmail(link: OneTimeLink, email: string) {
    if (link.email !== email) {
      throw appError('invite_email', 400, { email: link.email });
    }
  }

  return {
    /** What a link is, to show on the set-up page: who it is for, and whether it is an invitation or a reset. */
    async lookup(token: string) {
      const link = await findUsableLink(db, token, new Date());
      if (!link) throw appError('invite_invalid', 404);
      return { kind: link.kind, email: link.email, role: link.role, expiresAt: link.expiresAt };
    },

    /** An account from a valid invitation, for the invited email only; the link then stops working. */
    async register(input: StaffRegisterInput, request: Request) {
      const now = new Date();
      const invite = await usableLink(input.invite, 'invite', now);
      forItsEmail(invite, input.email);
      const passwordHash = await hashPassword(input.password);
      const staffId = await db.transaction().execute(async (trx) => {
        if (!(await useLink(trx, invite.id, now))) throw appError('invite_invalid', 400);
        const id = await insertStaff(trx, {
          email: input.email,
          name: input.name,
          role: invite.role,
          passwordHash,
          now: now.toISOString(),
        });
        if (id === undefined) throw appError('email_taken', 409);
        await recordAudit(
          trx,
          { staffId: id, email: input.email, ip: request.ip },
          {
            action: 'staff.registered',
            targetType: 'staff',
            targetId: String(id),
            after: { name: input.name, role: invite.role, inviteId: invite.id },
          },
        );
        return id;
      });
      return { token: await startStaffSession(db, staffId, 'setup'), message: REGISTERED };
    },

    /** An owner's sign-in reset, used: a new password, the old app forgotten, every session ended. */
    async resetSignIn(input: ResetSignInInput, request: Request) {
      const now = new Date();
      const reset = await usableLink(input.invite, 'reset', now);
      forItsEmail(reset, input.email);
      const staff = reset.staffId === null ? undefined : await findStaffById(db, reset.staffId);
      if (!staff || staff.disabledAt || staff.email !== reset.email) throw appError('invite_invalid', 400);
      const passwordHash = await hashPassword(input.password);
      await db.transaction().execute(async (trx) => {
        if (!(await useLink(trx, reset.id, now))) throw appError('invite_invalid', 400);
        await setPasswordHash(trx, staff.id, passwordHash);
        await clearSecondFactor(trx, staff.id);
        await recordAudit(
          trx,
          { staffId: staff.id, email: staff.email, ip: request.ip },
          { action: 'staff.sign-in-reset-used', targetType: 'staff', targetId: String(staff.id), after: { linkId: reset.id } },
        );
      });
      await revokeAllStaffSessions(db, staff.id);
      return { token: await startStaffSession(db, staff.id, 'setup'), message: 'New password saved.' };
    },

    /** The QR code (and secret) to add the desk to an authenticator app. */
    async enrolment(session: StaffSession) {
      if (session.staff.hasSecondFactor) throw appError('already_set_up', 409);
      const secret = await pendingTotpSecret(db, box, session.staff.id, newTotpSecret);
      return totpEnrolment(secret, session.staff.email);
    },

    /** A first code from the app proves it is set up: the session is signed in, recovery codes are shown once. */
    async confirmEnrolment(session: StaffSession, input: CodeInput, request: Request) {
      const staff = await findStaffById(db, session.staff.id);
      const { pending } = await readTotpSecrets(db, box, session.staff.id);
      if (!staff || !pending || staff.hasSecondFactor) throw appError('already_set_up', 409);
      const verdict = await limiter.consume(STAFF_CODE_LIMIT, String(staff.id));
      if (!verdict.allowed) throw appError('too_many_attempts', 429);
      const step = input.code ? matchingTotpStep(pending.secret, staff.email, input.code) : null;
      if (step === null) throw appError('wrong_code', 400);
      const now = new Date().toISOString();
      const recoveryCodes = await db.transaction().execute(async (trx) => {
        if (!(await confirmTotpSecret(trx, staff.id, pending.sealed, step))) throw appError('already_set_up', 409);
        const actor = { staffId: staff.id, email: staff.email, ip: request.ip };
        await recordAudit(trx, actor, { action: 'staff.second-factor-set-up', targetType: 'staff', targetId: String(staff.id) });
        await recordAudit(trx, actor, {
          action: 'staff.signed-in',
          targetType: 'staff',
          targetId: String(staff.id),
          after: { method: 'app, just set up' },
        });
        return replaceRecoveryCodes(trx, staff.id, now);
      });
      await limiter.reset(STAFF_CODE_LIMIT, String(staff.id));
      await completeSignIn(db, session.tokenHash, 'setup');
      return { recoveryCodes };
    },
  };
}

export type SetupService = ReturnType<typeof createSetupService>;
