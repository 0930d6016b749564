import type { SecretBox } from '../../auth/totp-secret-box.ts';
import type { Db } from '../../db/database.ts';
import { appError } from '../../http/app-error.ts';
import type { RateLimiter } from '../../limits/rate-limiter.ts';
import { acceptTotpStep, readTotpSecrets } from './second-factor-repository.ts';
import { STAFF_CODE_LIMIT } from './staff-throttle.ts';
import { matchingTotpStep } from './totp.ts';

/**
 * A fresh code from the signed-in staff member's own app, for what a stolen session alone must not
 * do: invite someone, send a sign-in reset link, change the password. A script running in the
 * owner's browser can use the session, but not their phone. Each code is accepted once, and
 * wrong ones count against the same limit as the sign-in's.
 */
export function createStepUp(db: Db, box: SecretBox, limiter: RateLimiter) {
  return async function confirmOwnCode(staff: { id: number; email: string }, code: string | undefined): Promise<void> {
    if (!code) throw appError('code_needed', 400);
    const verdict = await limiter.consume(STAFF_CODE_LIMIT, String(staff.id));
    if (!verdict.allowed) throw appError('too_many_attempts', 429);
    const { secret } = await readTotpSecrets(db, box, staff.id);
    const step = secret && secret !== 'unreadable' ? matchingTotpStep(secret, staff.email, code) : null;
    if (step === null || !(await acceptTotpStep(db, staff.id, step))) throw appError('wrong_code', 400);
    await limiter.reset(STAFF_CODE_LIMIT, String(staff.id));
  };
}

export type ConfirmOwnCode = ReturnType<typeof createStepUp>;
