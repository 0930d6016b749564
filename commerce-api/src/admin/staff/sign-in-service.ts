import { recordAudit } from '../../audit/audit-log.ts';
import type { SecretBox } from '../../auth/totp-secret-box.ts';
import { hashPassword, unknownAccountHash, verifyPassword } from '../../customers/password-hashing.ts';
import type { Db } from '../../db/database.ts';
import { appError } from '../../http/app-error.ts';
import type { RateLimiter } from '../../limits/rate-limiter.ts';
import { revokeOpenResets } from './invite-repository.ts';
import { acceptTotpStep, readTotpSecrets, useRecoveryCode } from './second-factor-repository.ts';
import { findStaffByEmail, findStaffById, setPasswordHash } from './staff-repository.ts';
import type { CodeInput, PasswordChangeInput, StaffLoginInput } from './staff-schemas.ts';
import { completeSignIn, revokeAllStaffSessions, type StaffSession, startStaffSession } from './staff-sessions.ts';
import { STAFF_CODE_LIMIT } from './staff-throttle.ts';
import { createStepUp } from './step-up.ts';
import { matchingTotpStep } from './totp.ts';

export const PASSWORD_CHANGED = 'Password changed. Your other sessions are signed out.';

type Request = { ip: string };

/**
 * Signing in to the desk: email and password first (a session that can only do the second step),
 * then a code from the authenticator app or a recovery code. A password alone never sets an app
 * up: that takes a one-time link (setup-service.ts).
 */
export function createSignInService(db: Db, box: SecretBox, limiter: RateLimiter) {
  const confirmOwnCode = createStepUp(db, box, limiter);

  return {
    /** Right email and password: a second-factor session. Anything else: "Invalid credentials". */
    async login(input: StaffLoginInput) {
      const staff = await findStaffByEmail(db, input.email);
      // An unknown email costs the same hash as a wrong password: neither reveals who has an account.
      const matches = await verifyPassword(input.password, staff?.passwordHash ?? (await unknownAccountHash()));
      if (!staff || !matches || staff.disabledAt) throw appError('invalid_credentials', 401);
      if (!staff.hasSecondFactor) throw appError('set_up_by_link', 409);
      const token = await startStaffSession(db, staff.id, 'second-factor');
      return { token, next: 'second-factor' as const };
    },

    /** The second step of a sign-in: a code from the app (each accepted once) or an unused recovery code. */
    async verify(session: StaffSession, input: CodeInput, request: Request) {
      const staff = await findStaffById(db, session.staff.id);
      if (!staff?.hasSecondFactor) throw appError('set_up_by_link', 409);
      const verdict = await limiter.consume(STAFF_CODE_LIMIT, String(staff.id));
      if (!verdict.allowed) throw appError('too_many_attempts', 429);
      const now = new Date().toISOString();
      let method: 'app' | 'recovery code';
      if (input.code) {
        const { secret } = await readTotpSecrets(db, box, staff.id);
        if (secret === 'unreadable') throw appError('set_up_again', 409);
        const step = secret ? matchingTotpStep(secret, staff.email, input.code) : null;
        if (step === null || !(await acceptTotpStep(db, staff.id, step))) throw appError('wrong_code', 400);
        method = 'app';
      } else {
        if (!(await useRecoveryCode(db, staff.id, input.recoveryCode ?? '', now))) throw appError('wrong_code', 400);
        method = 'recovery code';
      }
      await limiter.reset(STAFF_CODE_LIMIT, String(staff.id));
      if (!(await completeSignIn(db, session.tokenHash, 'second-factor'))) {
        throw appError('not_signed_in.again', 401);
      }
      await recordAudit(
        db,
        { staffId: staff.id, email: staff.email, ip: request.ip },
        { action: 'staff.signed-in', targetType: 'staff', targetId: String(staff.id), after: { method } },
      );
      return { method };
    },

    /**
     * A new password, for a signed-in staff member who knows the current one and has their phone:
     * the other sessions end, and a sign-in reset link still open stops working.
     */
    async changePassword(session: StaffSession, input: PasswordChangeInput, request: Request) {
      const staff = await findStaffById(db, session.staff.id);
      if (!staff || !(await verifyPassword(input.currentPassword, staff.passwordHash))) {
        throw appError('wrong_password.staff', 400);
      }
      await confirmOwnCode(staff, input.code);
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction().execute(async (trx) => {
        await setPasswordHash(trx, staff.id, passwordHash);
        await revokeOpenResets(trx, staff.id, new Date());
        await recordAudit(
          trx,
          { staffId: staff.id, email: staff.email, ip: request.ip },
          { action: 'staff.password-changed', targetType: 'staff', targetId: String(staff.id) },
        );
      });
      await revokeAllStaffSessions(db, staff.id, session.tokenHash);
      return { message: PASSWORD_CHANGED };
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
