import { loginBody, profileBody, registerBody } from '@koolers/contracts/form-schemas';
import { message } from '@koolers/contracts/messages';
import { type Request, type Response, Router } from 'express';
import { clearSessionCookie, readSessionToken, requireCustomer, setSessionCookie } from '../auth/customer-session.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { clientKey } from '../http/client-key.ts';
import { parse } from '../http/validate.ts';
import { type RateLimit, type RateLimiter, refuseWhenLimited } from '../limits/rate-limiter.ts';
import { createAccountService, type NewSession } from './account-service.ts';
import { createLoginThrottle } from './login-throttle.ts';

/**
 * Per client address: sign-ups refused because the email is taken (probing which emails have
 * accounts), and every sign-up (each costs a 19 MiB Argon2 hash), generous enough for many people
 * behind one carrier NAT.
 */
export const REGISTER_LIMITS = {
  refused: { name: 'register-refused', points: 10, windowSeconds: 15 * 60 },
  attempts: { name: 'register-address', points: 30, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimit>;

/** Guest checkouts started from one client address: each is a row and a session; generous for a carrier NAT. */
export const GUEST_LIMIT = { name: 'guest-address', points: 30, windowSeconds: 60 * 60 } satisfies RateLimit;
export const TOO_MANY_GUESTS = message('too_many_guests');

/** /auth/*: register, log in and out, read and edit the logged-in customer's account. */
export function authRoutes(deps: { db: Db; config: Config; limiter: RateLimiter }): Router {
  const accounts = createAccountService(deps.db);
  const loginThrottle = createLoginThrottle(deps.limiter);
  const router = Router();

  /** The new session's cookie; whoever was signed in on this browser before (a guest too) is signed out for good. */
  async function signIn(req: Request, res: Response, session: NewSession): Promise<void> {
    const previous = readSessionToken(req);
    if (previous) await accounts.logout(previous);
    setSessionCookie(res, session.token, deps.config.env, session.lifetimeMs);
  }

  router.post('/register', async (req, res) => {
    const input = parse(registerBody, req.body);
    const client = clientKey(req);
    const probing = await deps.limiter.peek(REGISTER_LIMITS.refused, client);
    if (probing.used >= probing.limit) {
      refuseWhenLimited(res, { allowed: false, retryAfterSeconds: probing.retryAfterSeconds }, 'too_many_registrations');
    }
    refuseWhenLimited(res, await deps.limiter.consume(REGISTER_LIMITS.attempts, client), 'too_many_registrations');
    const session = await accounts.register(input).catch(async (error: unknown) => {
      if (error instanceof AppError && error.code === 'email_taken') await deps.limiter.consume(REGISTER_LIMITS.refused, client);
      throw error;
    });
    await signIn(req, res, session);
    res.status(201).json({ message: 'Registration successful!', name: session.name });
  });

  router.post('/login', async (req, res) => {
    const input = parse(loginBody, req.body);
    const ip = clientKey(req);
    refuseWhenLimited(res, await loginThrottle.admit(input.email, ip), 'too_many_attempts.login');
    const session = await accounts.login(input);
    await loginThrottle.succeeded(input.email, ip);
    await signIn(req, res, session);
    res.json({ name: session.name });
  });

  /** "Continue as guest": a session that may check out, for a shopper who wants no account. */
  router.post('/guest', async (req, res) => {
    if (req.guest) {
      res.json({ guest: true });
      return;
    }
    refuseWhenLimited(res, await deps.limiter.consume(GUEST_LIMIT, clientKey(req)), 'too_many_guests');
    await signIn(req, res, await accounts.startGuestCheckout());
    res.status(201).json({ guest: true });
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
      .json(
        customer
          ? { signedIn: true, name: customer.name, member: customer.memberUntil !== null }
          : { signedIn: false, ...(req.guest ? { guest: true } : {}) },
      );
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
