import { hashPassword, unknownAccountHash, verifyPassword } from '../../customers/password-hashing.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { RateLimit, RateLimiter } from '../../limits/rate-limiter.ts';
import { recordAudit } from '../audit/audit-log.ts';
import {
  acceptTotpStep,
  confirmTotpSecret,
  findStaffByEmail,
  findStaffById,
  findUsableInvite,
  insertStaff,
  pendingTotpSecret,
  replaceRecoveryCodes,
  useInvite,
  useRecoveryCode,
} from './staff-repository.ts';
import type { CodeInput, StaffLoginInput, StaffRegisterInput } from './staff-schemas.ts';
import { staffMessages } from './staff-schemas.ts';
import { completeSignIn, type StaffSession, startStaffSession } from './staff-sessions.ts';
import { STAFF_LIMITS, TOO_MANY_ATTEMPTS } from './staff-throttle.ts';
import { matchingTotpStep, newTotpSecret, totpEnrolment } from './totp.ts';

export const INVITE_INVALID = 'This invitation link is invalid, used or expired. Please ask an owner for a new one.';
export const WRONG_CODE = 'That code is not right. Please try again.';
export const REGISTERED = 'Admin registered successfully!';

type Request = { ip: string };

/**
 * Signing in to the desk: email and password first (a session that can only do the second step),
 * then a code from the authenticator app or a recovery code. The first sign-in sets the app up.
 */
export function createSignInService(db: Db, limiter: RateLimiter) {
  async function throttled(limit: RateLimit, key: string) {
    const verdict = await limiter.consume(limit, key);
    if (!verdict.allowed) throw new AppError('too_many_attempts', TOO_MANY_ATTEMPTS, 429);
  }

  return {
    /** Right email and password: a second-factor session, and what comes next. Anything else: "Invalid credentials". */
    async login(input: StaffLoginInput, request: Request) {
      await throttled(STAFF_LIMITS.passwordPerAccount, input.email);
      await throttled(STAFF_LIMITS.passwordPerIp, request.ip);
      const staff = await findStaffByEmail(db, input.email);
      // An unknown email costs the same hash as a wrong password: neither reveals who has an account.
      const matches = await verifyPassword(input.password, staff?.passwordHash ?? (await unknownAccountHash()));
      if (!staff || !matches || staff.disabledAt) throw new AppError('invalid_credentials', staffMessages.invalidCredentials, 401);
      await limiter.reset(STAFF_LIMITS.passwordPerAccount, input.email);
      await limiter.refund(STAFF_LIMITS.passwordPerIp, request.ip);
      const token = await startStaffSession(db, staff.id, 'second-factor');
      return { token, next: staff.totpSecret ? ('second-factor' as const) : ('setup-second-factor' as const) };
    },

    /** The QR code (and secret) to add the desk to an authenticator app, for a staff member without one. */
    async enrolment(session: StaffSession) {
      if (session.staff.hasSecondFactor) throw new AppError('already_set_up', 'Your authenticator app is already set up.', 409);
      const secret = await pendingTotpSecret(db, session.staff.id, newTotpSecret);
      return totpEnrolment(secret, session.staff.email);
    },

    /** A first code from the app proves it is set up: the session is signed in, recovery codes are shown once. */
    async confirmEnrolment(session: StaffSession, input: CodeInput, request: Request) {
      const staff = await findStaffById(db, session.staff.id);
      if (!staff?.totpPendingSecret || staff.totpSecret) {
        throw new AppError('already_set_up', 'Your authenticator app is already set up.', 409);
      }
      await throttled(STAFF_LIMITS.codePerAccount, String(staff.id));
      const step = input.code ? matchingTotpStep(staff.totpPendingSecret, staff.email, input.code) : null;
      if (step === null) throw new AppError('wrong_code', WRONG_CODE, 400);
      const now = new Date().toISOString();
      const recoveryCodes = await db.transaction().execute(async (trx) => {
        if (!(await confirmTotpSecret(trx, staff.id, staff.totpPendingSecret as string, step))) {
          throw new AppError('already_set_up', 'Your authenticator app is already set up.', 409);
        }
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
      await limiter.reset(STAFF_LIMITS.codePerAccount, String(staff.id));
      await completeSignIn(db, session.tokenHash);
      return { recoveryCodes };
    },

    /** The second step of a sign-in: a code from the app (each accepted once) or an unused recovery code. */
    async verify(session: StaffSession, input: CodeInput, request: Request) {
      const staff = await findStaffById(db, session.staff.id);
      if (!staff?.totpSecret) throw new AppError('set_up_first', 'Please set up your authenticator app first.', 409);
      await throttled(STAFF_LIMITS.codePerAccount, String(staff.id));
      const now = new Date().toISOString();
      let method: 'app' | 'recovery code';
      if (input.code) {
        const step = matchingTotpStep(staff.totpSecret, staff.email, input.code);
        if (step === null || !(await acceptTotpStep(db, staff.id, step))) throw new AppError('wrong_code', WRONG_CODE, 400);
        method = 'app';
      } else {
        if (!(await useRecoveryCode(db, staff.id, input.recoveryCode ?? '', now))) throw new AppError('wrong_code', WRONG_CODE, 400);
        method = 'recovery code';
      }
      await limiter.reset(STAFF_LIMITS.codePerAccount, String(staff.id));
      if (!(await completeSignIn(db, session.tokenHash))) throw new AppError('not_signed_in', 'Please sign in again.', 401);
      await recordAudit(
        db,
        { staffId: staff.id, email: staff.email, ip: request.ip },
        { action: 'staff.signed-in', targetType: 'staff', targetId: String(staff.id), after: { method } },
      );
      return { method };
    },

    /** Who an invitation is for, to show on the registration form. */
    async invite(token: string) {
      const invite = await findUsableInvite(db, token, new Date());
      if (!invite) throw new AppError('invite_invalid', INVITE_INVALID, 404);
      return { email: invite.email, role: invite.role, expiresAt: invite.expiresAt };
    },

    /** An account from a valid invitation, for the invited email only; the link then stops working. */
    async register(input: StaffRegisterInput, request: Request) {
      const now = new Date();
      const invite = await findUsableInvite(db, input.invite, now);
      if (!invite) throw new AppError('invite_invalid', INVITE_INVALID, 400);
      if (invite.email !== input.email) {
        throw new AppError('invite_email', `This invitation is for ${invite.email}: please register with that email.`, 400);
      }
      const passwordHash = await hashPassword(input.password);
      await db.transaction().execute(async (trx) => {
        if (!(await useInvite(trx, invite.id, now))) throw new AppError('invite_invalid', INVITE_INVALID, 400);
        const id = await insertStaff(trx, {
          email: input.email,
          name: input.name,
          role: invite.role,
          passwordHash,
          now: now.toISOString(),
        });
        if (id === undefined) throw new AppError('email_taken', 'An account with this email already exists. Please log in.', 409);
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
      });
      return { message: REGISTERED };
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
