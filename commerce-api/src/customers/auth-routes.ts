import { loginBody, profileBody, registerBody } from '@koolers/contracts/form-schemas';
import { Router } from 'express';
import { clearSessionCookie, readSessionToken, requireCustomer, setSessionCookie } from '../auth/customer-session.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { clientKey } from '../http/client-key.ts';
import { parse } from '../http/validate.ts';
import { type RateLimit, type RateLimiter, refuseWhenLimited } from '../limits/rate-limiter.ts';
import { createAccountService } from './account-service.ts';
import { createLoginThrottle, TOO_MANY_LOGINS } from './login-throttle.ts';

/**
 * Per client address: sign-ups refused because the email is taken (probing which emails have
 * accounts), and every sign-up (each costs a 19 MiB Argon2 hash), generous enough for many people
 * behind one carrier NAT.
 */
export const REGISTER_LIMITS = {
  refused: { name: 'register-refused', points: 10, windowSeconds: 15 * 60 },
  attempts: { name: 'register-address', points: 30, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimit>;
export const TOO_MANY_REGISTRATIONS = 'Too many sign-up attempts. Please wait a few minutes and try again.';

/** /auth/*: register, log in and out, read and edit the logged-in customer's account. */
export function authRoutes(deps: { db: Db; config: Config; limiter: RateLimiter }): Router {
  const accounts = createAccountService(deps.db);
  const loginThrottle = createLoginThrottle(deps.limiter);
  const router = Router();

  router.post('/register', async (req, res) => {
    const input = parse(registerBody, req.body);
    const client = clientKey(req);
    const probing = await deps.limiter.peek(REGISTER_LIMITS.refused, client);
    if (probing.used >= probing.limit) {
      refuseWhenLimited(
        res,
        { allowed: false, retryAfterSeconds: probing.retryAfterSeconds },
        'too_many_registrations',
        TOO_MANY_REGISTRATIONS,
      );
    }
    refuseWhenLimited(res, await deps.limiter.consume(REGISTER_LIMITS.attempts, client), 'too_many_registrations', TOO_MANY_REGISTRATIONS);
    try {
      await accounts.register(input);
    } catch (error) {
      if (error instanceof AppError && error.code === 'email_taken') await deps.limiter.consume(REGISTER_LIMITS.refused, client);
      throw error;
    }
    res.status(201).json({ message: 'Registration successful!' });
  });

  router.post('/login', async (req, res) => {
    const input = parse(loginBody, req.body);
    const ip = clientKey(req);
    refuseWhenLimited(res, await loginThrottle.admit(input.email, ip), 'too_many_attempts', TOO_MANY_LOGINS);
    const { token, name } = await accounts.login(input);
    await loginThrottle.succeeded(input.email, ip);
    // Whoever was logged in on this browser before is logged out for good.
    const previous = readSessionToken(req);
    if (previous) await accounts.logout(previous);
    setSessionCookie(res, token, deps.config.env);
    res.json({ name });
  });

  router.post('/logout', async (req, res) => {
    const token = readSessionToken(req);
    if (token) await accounts.logout(token);
    clearSessionCookie(res, deps.config.env);
    res.status(204).end();
  });

  /** Whether this browser is logged in, answered 200 either way (a page asking is not an error). */
  router.get('/session', (req, res) => {
    const customer = req.customer;
    res
      .set('Cache-Control', 'no-store')
      .json(customer ? { signedIn: true, name: customer.name, member: customer.memberUntil !== null } : { signedIn: false });
  });

  router.get('/user', async (req, res) => {
    const account = await accounts.account(requireCustomer(req));
    res.set('Cache-Control', 'no-store').json(account);
  });

  router.post('/save-profile', async (req, res) => {
    const customer = requireCustomer(req);
    await accounts.saveProfile(customer, parse(profileBody, req.body));
    res.json({ message: 'Profile updated successfully!' });
  });

  return router;
}
