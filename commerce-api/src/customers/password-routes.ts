import { changePasswordBody, forgotPasswordBody, resetPasswordBody } from '@koolers/contracts/form-schemas';
import { Router } from 'express';
import type { Logger } from 'pino';
import { readSessionToken, requireCustomer } from '../auth/customer-session.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../email/mailer.ts';
import { clientKey } from '../http/client-key.ts';
import { languageOfRequest } from '../http/page-language.ts';
import { parse } from '../http/validate.ts';
import { type RateLimit, type RateLimiter, refuseWhenLimited } from '../limits/rate-limiter.ts';
import { createPasswordService, PASSWORD_CHANGED, PASSWORD_RESET, RESET_REQUESTED } from './password-service.ts';

const MINUTES = 60;
/** Reset emails per client address and per email address: nobody's inbox can be flooded. */
export const FORGOT_LIMITS = {
  perIp: { name: 'forgot-password-ip', points: 5, windowSeconds: 15 * MINUTES },
  perEmail: { name: 'forgot-password-email', points: 3, windowSeconds: 60 * MINUTES },
} satisfies Record<string, RateLimit>;
/** Attempts to use a reset link per client address (a link cannot be guessed; this only bounds the hashing work). */
export const RESET_LIMIT: RateLimit = { name: 'reset-password-ip', points: 10, windowSeconds: 15 * MINUTES };
/** Wrong current passwords per account before changing is refused for a while (like logins). */
export const CHANGE_LIMIT: RateLimit = { name: 'change-password', points: 5, windowSeconds: 15 * MINUTES };

/** /auth/forgot-password, /auth/reset-password and /auth/change-password. */
export function passwordRoutes(deps: { db: Db; mailer: Mailer; logger: Logger; config: Config; limiter: RateLimiter }): Router {
  const passwords = createPasswordService(deps);
  const { limiter } = deps;
  const router = Router();

  router.post('/forgot-password', async (req, res) => {
    const { email } = parse(forgotPasswordBody, req.body);
    const ip = clientKey(req);
    refuseWhenLimited(res, await limiter.consume(FORGOT_LIMITS.perIp, ip), 'too_many_resets');
    const perEmail = await limiter.consume(FORGOT_LIMITS.perEmail, email);
    if (!perEmail.allowed) await limiter.refund(FORGOT_LIMITS.perIp, ip);
    refuseWhenLimited(res, perEmail, 'too_many_resets');
    // The same answer, at the same moment, whether or not the email has an account: the lookup and
    // the email happen after it.
    res.json({ message: RESET_REQUESTED });
    await passwords
      .requestReset(email, languageOfRequest(req))
      .catch((error: unknown) => req.log.error({ err: error }, 'password reset link not sent'));
  });

  router.post('/reset-password', async (req, res) => {
    const input = parse(resetPasswordBody, req.body);
    refuseWhenLimited(res, await limiter.consume(RESET_LIMIT, clientKey(req)), 'too_many_resets');
    await passwords.resetPassword(input, languageOfRequest(req));
    res.json({ message: PASSWORD_RESET });
  });

  router.post('/change-password', async (req, res) => {
    const customer = requireCustomer(req);
    const input = parse(changePasswordBody, req.body);
    const account = String(customer.id);
    refuseWhenLimited(res, await limiter.consume(CHANGE_LIMIT, account), 'too_many_attempts.password');
    // requireCustomer passed, so the request carries its session token.
    await passwords.changePassword(customer, readSessionToken(req) ?? '', input, languageOfRequest(req));
    await limiter.reset(CHANGE_LIMIT, account);
    res.json({ message: PASSWORD_CHANGED });
  });

  return router;
}
