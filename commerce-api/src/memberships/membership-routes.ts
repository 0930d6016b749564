import { clubUpiBody, memberBody } from '@koolers/contracts/form-schemas';
import type { SentenceKey } from '@koolers/contracts/messages';
import { type Request, type Response, Router } from 'express';
import type { AppContext } from '../app-context.ts';
import { appError } from '../http/app-error.ts';
import { clientKey } from '../http/client-key.ts';
import { languageOfRequest } from '../http/page-language.ts';
import { parse } from '../http/validate.ts';
import { consumeEach, type RateLimit, refuseWhenLimited } from '../limits/rate-limiter.ts';
import { gatewayUnavailable, paymentRefusal, signedRazorpayResponse } from '../payments/razorpay-response.ts';
import { createMembershipPayments } from './membership-payments.ts';
import { createMembershipService } from './membership-service.ts';

/** The spec's words for any failed Coco Club payment. */
const PAYMENT_FAILED: SentenceKey = 'payment_unavailable.club';
const MEMBERSHIP_ID = /^mem_[\w-]{12}$/;

/**
 * Anyone may ask to join, logged in or not, and each request opens a Razorpay order or emails the
 * address typed in the form (with the name typed beside it): per client address, and per email so
 * the form cannot be used to mail someone over and over.
 */
export const MEMBERSHIP_LIMITS = {
  address: { name: 'club-address', points: 5, windowSeconds: 60 * 60 },
  email: { name: 'club-email', points: 3, windowSeconds: 24 * 60 * 60 },
} satisfies Record<string, RateLimit>;

/**
 * Coco Club: how to pay (step 2), then a request made by "I've paid" (UPI, with the payment's
 * reference) or by "Pay now" (Razorpay, activated when paid); where a member's request stands.
 */
export function membershipRoutes(deps: AppContext): Router {
  const memberships = createMembershipService(deps);
  const membershipPayments = createMembershipPayments(deps);
  const router = Router();
  const refuseWhenTooMany = async (req: Request, res: Response, email: string) => {
    const verdict = await consumeEach(deps.limiter, [
      [MEMBERSHIP_LIMITS.address, clientKey(req)],
      [MEMBERSHIP_LIMITS.email, email.toLowerCase()],
    ]);
    refuseWhenLimited(res, verdict, 'too_many_requests');
  };

  /** Step 1's Next: the details checked, and how to pay by UPI; nothing is stored. */
  router.post('/payment-details', async (req, res) => {
    res.json(await memberships.paymentDetails(parse(memberBody, req.body)));
  });

  /** "I've paid": a UPI payment's reference, and the request the shop confirms against it. */
  router.post('/', async (req, res) => {
    const input = parse(clubUpiBody, req.body);
    await refuseWhenTooMany(req, res, input.email);
    res.status(201).json(await memberships.requestPaidByUpi(input, req.customer?.id ?? null, languageOfRequest(req)));
  });

  /** "Pay now": a request paid through Razorpay, which activates it at once. */
  router.post('/razorpay', async (req, res) => {
    const request = parse(memberBody, req.body);
    await refuseWhenTooMany(req, res, request.email);
    res.status(201).json(await memberships.requestPaidByRazorpay(request, req.customer?.id ?? null, languageOfRequest(req)));
  });

  /**
   * Where the member stands: a logged-in customer's own request and membership; a visitor's, by the
   * request id their browser kept after "I've paid" (an unguessable id; nothing personal is answered).
   */
  router.get('/mine', async (req, res) => {
    const request = typeof req.query.request === 'string' && MEMBERSHIP_ID.test(req.query.request) ? req.query.request : undefined;
    const which = req.customer ? { customerId: req.customer.id } : request ? { id: request } : undefined;
    res.set('Cache-Control', 'no-store').json(which ? await memberships.standing(which) : { pending: null, active: null, saving: null });
  });

  router.post('/verify-payment', async (req, res) => {
    const signed = signedRazorpayResponse(deps.payments, req.body, PAYMENT_FAILED);
    const outcome = await membershipPayments.verify(signed).catch(gatewayUnavailable(PAYMENT_FAILED));
    if (!outcome) throw appError('not_found.club_payment', 404);
    if (outcome.result !== 'paid' && outcome.result !== 'already-paid') throw paymentRefusal(outcome.result, PAYMENT_FAILED);
    res.json({ success: true, membershipId: outcome.id, status: 'active' });
  });

  return router;
}
