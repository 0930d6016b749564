import type { Request, Response, Router } from 'express';
import type { AppContext } from '../../app-context.ts';
import { createSecretBox } from '../../auth/totp-secret-box.ts';
import { parse } from '../../http/validate.ts';
import { allow } from '../access.ts';
import { createSetupService } from './setup-service.ts';
import { session } from './sign-in-routes.ts';
import { codeBody, linkLookupBody, resetSignInBody, staffMessages, staffRegisterBody } from './staff-schemas.ts';
import { hashStaffToken, readStaffToken, revokeStaffSession, setStaffCookie } from './staff-sessions.ts';

/**
 * One-time links (invitations, owners' sign-in resets) and the authenticator set-up they lead to.
 * A link's key travels in request bodies only, never in a URL, so no access log holds one.
 */
export function registerSetupRoutes(router: Router, deps: AppContext): void {
  const setup = createSetupService(
    deps.db,
    createSecretBox(() => deps.config.staffSecretKey),
    deps.limiter,
  );
  const ip = (req: { ip?: string | undefined }) => req.ip ?? 'unknown';

  /** Starts the set-up session the link opened, replacing whatever desk session this browser had. */
  async function startSetup(req: Request, res: Response, token: string) {
    const previous = readStaffToken(req);
    if (previous) await revokeStaffSession(deps.db, hashStaffToken(previous));
    setStaffCookie(res, token, deps.config.env);
  }

  router.post('/invites/lookup', allow('public'), async (req, res) => {
    const { invite } = parse(linkLookupBody, req.body);
    res.json(await setup.lookup(invite));
  });

  router.post('/register', allow('public'), async (req, res) => {
    const input = parse(staffRegisterBody, req.body, 'Registration failed!');
    const { token, message } = await setup.register(input, { ip: ip(req) });
    await startSetup(req, res, token);
    res.status(201).json({ message, next: 'setup-second-factor' });
  });

  router.post('/reset-sign-in', allow('public'), async (req, res) => {
    const input = parse(resetSignInBody, req.body);
    const { token, message } = await setup.resetSignIn(input, { ip: ip(req) });
    await startSetup(req, res, token);
    res.json({ message, next: 'setup-second-factor' });
  });

  router.get('/second-factor/setup', allow('setup'), async (req, res) => {
    res.json(await setup.enrolment(session(req)));
  });

  router.post('/second-factor/setup', allow('setup'), async (req, res) => {
    const input = parse(codeBody, req.body, staffMessages.code);
    res.json(await setup.confirmEnrolment(session(req), input, { ip: ip(req) }));
  });
}
