import type { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { createSecretBox } from '../../auth/totp-secret-box.ts';
import { parse } from '../../http/validate.ts';
import { actorOf, allow } from '../access.ts';
import { inviteBody, signInResetBody } from './staff-schemas.ts';
import { createStaffService } from './staff-service.ts';

const idParam = z.coerce.number().int().positive();
const disabledBody = z.object({ disabled: z.boolean({ error: 'Say whether the account is turned off (true or false).' }) });

/** Owners manage the team: invitations, sign-in resets, accounts turned off. */
export function registerStaffRoutes(router: Router, deps: AppContext): void {
  const staff = createStaffService({ ...deps, box: createSecretBox(() => deps.config.staffSecretKey) });
  const id = (value: unknown) => parse(idParam, value, 'No such staff member.');

  router.get('/staff', allow('owner'), async (_req, res) => {
    res.json(await staff.overview());
  });

  router.post('/staff/invites', allow('owner'), async (req, res) => {
    const input = parse(inviteBody, req.body);
    res.status(201).json(await staff.invite(actorOf(req), input));
  });

  router.delete('/staff/invites/:id', allow('owner'), async (req, res) => {
    await staff.revokeInvite(actorOf(req), id(req.params.id));
    res.status(204).end();
  });

  router.post('/staff/:id/sign-in-reset', allow('owner'), async (req, res) => {
    const { code } = parse(signInResetBody, req.body);
    res.json(await staff.resetSignIn(actorOf(req), id(req.params.id), code));
  });

  router.put('/staff/:id/disabled', allow('owner'), async (req, res) => {
    const { disabled } = parse(disabledBody, req.body);
    await staff.setDisabled(actorOf(req), id(req.params.id), disabled);
    res.json({ message: disabled ? 'Account turned off.' : 'Account turned on again.' });
  });
}
