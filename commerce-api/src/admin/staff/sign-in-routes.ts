import type { Router } from 'express';
import type { AppContext } from '../../app-context.ts';
import { createSecretBox } from '../../auth/totp-secret-box.ts';
import { createLoginThrottle } from '../../customers/login-throttle.ts';
import { appError } from '../../http/app-error.ts';
import { clientKey } from '../../http/client-key.ts';
import { parse } from '../../http/validate.ts';
import { refuseWhenLimited } from '../../limits/rate-limiter.ts';
import { allow } from '../access.ts';
import { createSignInService } from './sign-in-service.ts';
import { codeBody, passwordChangeBody, staffLoginBody, staffMessages } from './staff-schemas.ts';
import { clearStaffCookie, hashStaffToken, readStaffToken, revokeStaffSession, setStaffCookie } from './staff-sessions.ts';
import { STAFF_PASSWORD_LIMITS } from './staff-throttle.ts';

/** Signing in and out, the second step of a sign-in, and changing one's own password. */
export function registerSignInRoutes(router: Router, deps: AppContext): void {
  const signIn = createSignInService(
    deps.db,
    createSecretBox(() => deps.config.staffSecretKey),
    deps.limiter,
  );
  const throttle = createLoginThrottle(deps.limiter, STAFF_PASSWORD_LIMITS);
  const ip = (req: { ip?: string | undefined }) => req.ip ?? 'unknown';

  router.post('/login', allow('public'), async (req, res) => {
    const input = parse(staffLoginBody, req.body, staffMessages.invalidCredentials);
    const client = clientKey(req);
    refuseWhenLimited(res, await throttle.admit(input.email, client), 'too_many_attempts');
    const { token, next } = await signIn.login(input);
    await throttle.succeeded(input.email, client);
    const previous = readStaffToken(req);
    if (previous) await revokeStaffSession(deps.db, hashStaffToken(previous));
    setStaffCookie(res, token, deps.config.env);
    res.json({ next });
  });

  router.post('/second-factor', allow('second-factor'), async (req, res) => {
    const input = parse(codeBody, req.body, staffMessages.code);
    res.json(await signIn.verify(session(req), input, { ip: ip(req) }));
  });

  router.post('/logout', allow('public'), async (req, res) => {
    const token = readStaffToken(req);
    if (token) await revokeStaffSession(deps.db, hashStaffToken(token));
    clearStaffCookie(res, deps.config.env);
    res.status(204).end();
  });

  router.get('/me', allow('staff'), (req, res) => {
    res.json(session(req).staff);
  });

  router.post('/password', allow('staff'), async (req, res) => {
    const input = parse(passwordChangeBody, req.body);
    const me = session(req).staff;
    // A stolen session guessing the current password is throttled as a sign-in is.
    const client = clientKey(req);
    refuseWhenLimited(res, await throttle.admit(me.email, client), 'too_many_attempts');
    const answer = await signIn.changePassword(session(req), input, { ip: ip(req) });
    await throttle.succeeded(me.email, client);
    res.json(answer);
  });
}

export function session(req: Express.Request) {
  if (!req.staffSession) throw appError('not_signed_in.desk', 401);
  return req.staffSession;
}
