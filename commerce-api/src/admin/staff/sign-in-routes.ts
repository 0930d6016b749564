import type { Router } from 'express';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { parse } from '../../http/validate.ts';
import { allow, NOT_SIGNED_IN } from '../access.ts';
import { createSignInService } from './sign-in-service.ts';
import { codeBody, staffLoginBody, staffMessages, staffRegisterBody } from './staff-schemas.ts';
import { clearStaffCookie, hashStaffToken, readStaffToken, revokeStaffSession, setStaffCookie } from './staff-sessions.ts';

/** Signing in and out, the second factor, and registering by invitation. */
export function registerSignInRoutes(router: Router, deps: AppContext): void {
  const signIn = createSignInService(deps.db, deps.limiter);
  const ip = (req: { ip?: string | undefined }) => req.ip ?? 'unknown';

  router.post('/login', allow('public'), async (req, res) => {
    const input = parse(staffLoginBody, req.body, staffMessages.invalidCredentials);
    const { token, next } = await signIn.login(input, { ip: ip(req) });
    const previous = readStaffToken(req);
    if (previous) await revokeStaffSession(deps.db, hashStaffToken(previous));
    setStaffCookie(res, token, deps.config.env);
    res.json({ next });
  });

  router.get('/second-factor/setup', allow('second-factor'), async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await signIn.enrolment(session(req)));
  });

  router.post('/second-factor/setup', allow('second-factor'), async (req, res) => {
    const input = parse(codeBody, req.body, staffMessages.code);
    res.set('Cache-Control', 'no-store').json(await signIn.confirmEnrolment(session(req), input, { ip: ip(req) }));
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
    res.set('Cache-Control', 'no-store').json(session(req).staff);
  });

  router.get('/invites/:token', allow('public'), async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await signIn.invite(String(req.params.token)));
  });

  router.post('/register', allow('public'), async (req, res) => {
    const input = parse(staffRegisterBody, req.body, 'Registration failed!');
    res.status(201).json(await signIn.register(input, { ip: ip(req) }));
  });
}

function session(req: Express.Request) {
  if (!req.staffSession) throw new AppError('not_signed_in', NOT_SIGNED_IN, 401);
  return req.staffSession;
}
