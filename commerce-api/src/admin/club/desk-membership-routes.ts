import type { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { parse } from '../../http/validate.ts';
import { createDeskMembershipService } from '../../memberships/desk-membership-service.ts';
import { actorOf, allow } from '../access.ts';

const listQuery = z.object({
  status: z.enum(['requested', 'active', 'cancelled'], { error: 'Unknown membership status.' }).optional(),
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
const MEMBERSHIP_ID = /^mem_[\w-]{1,40}$/;
/** What staff confirm: the reference of the payment they found in the UPI account, when the member gave one. */
const confirmationBody = z.object({ upiReference: z.string().trim().max(30).optional() }).default({});

/** Coco Club requests and memberships; confirming a UPI payment by hand. */
export function registerDeskMembershipRoutes(router: Router, deps: AppContext): void {
  const memberships = createDeskMembershipService(deps);

  router.get('/memberships', allow('staff'), async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await memberships.list(parse(listQuery, req.query)));
  });

  router.post('/memberships/:id/upi-payment-received', allow('staff'), async (req, res) => {
    const id = parse(z.string().regex(MEMBERSHIP_ID), String(req.params.id), 'No such Coco Club membership.');
    const confirmed = parse(confirmationBody, req.body ?? {}, 'The UPI reference is not valid.');
    res.json(await memberships.markUpiPaymentReceived(actorOf(req), id, confirmed));
  });
}
