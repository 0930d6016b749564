import { memberBody } from '@koolers/contracts/form-schemas';
import { Router } from 'express';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../http/app-error.ts';
import { clientKey } from '../http/client-key.ts';
import { parse } from '../http/validate.ts';
import { consumeEach, type RateLimit, refuseWhenLimited } from '../limits/rate-limiter.ts';
import { gatewayUnavailable, paymentRefusal, signedRazorpayResponse } from '../payments/razorpay-response.ts';
import { createMembershipPayments } from './membership-payments.ts';
import { createMembershipService } from './membership-service.ts';

const PAYMENT_FAILED = 'Oops! Something went wrong. Please try again later.';
const MEMBERSHIP_ID = /^mem_[\w-]{12}$/;

/**
 * Anyone may ask to join, logged in or not, and each request opens a Razorpay order and emails the
 * address typed in the form (with the name typed beside it): per client address, and per email so
 * the form cannot be used to mail someone over and over.
 */
export const MEMBERSHIP_LIMITS = {
  address: { name: 'club-address', points: 5, windowSeconds: 60 * 60 },
  email: { name: 'club-email', points: 3, windowSeconds: 24 * 60 * 60 },
} satisfies Record<string, RateLimit>;
export const TOO_MANY_CLUB_REQUESTS = 'You have sent several Coco Club requests in a short time. Please wait a while and try again.';

/** Coco Club: ask to join (step 1 → step 2 payment details), and activate on a Razorpay payment. */
export function membershipRoutes(deps: AppContext): Router {
  const memberships = createMembershipService(deps);
  const membershipPayments = createMembershipPayments(deps);
  const router = Router();

  router.post('/', async (req, res) => {
    const request = parse(memberBody, req.body);
    const verdict = await consumeEach(deps.limiter, [
      [MEMBERSHIP_LIMITS.address, clientKey(req)],
      [MEMBERSHIP_LIMITS.email, request.email.toLowerCase()],
    ]);
    refuseWhenLimited(res, verdict, 'too_many_requests', TOO_MANY_CLUB_REQUESTS);
    res.status(201).json(await memberships.request(request, req.customer?.id ?? null));
  });

  router.post('/:id/submit', async (req, res) => {
    const id = String(req.params.id);
    const outcome = MEMBERSHIP_ID.test(id) ? await memberships.submit(id) : undefined;
    if (!outcome) throw new AppError('not_found', PAYMENT_FAILED, 404);
    res.json(outcome);
  });

  router.post('/verify-payment', async (req, res) => {
    const signed = signedRazorpayResponse(deps.payments, req.body, PAYMENT_FAILED);
    const outcome = await membershipPayments.verify(signed).catch(gatewayUnavailable(PAYMENT_FAILED));
    if (!outcome) throw new AppError('not_found', PAYMENT_FAILED, 404);
    if (outcome.result !== 'paid' && outcome.result !== 'already-paid') throw paymentRefusal(outcome.result, PAYMENT_FAILED);
    res.json({ success: true, membershipId: outcome.id, status: 'active' });
  });

  return router;
}
