import { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../app.ts';
import { AppError } from '../http/app-error.ts';
import { indianPhone, pincode, requiredText } from '../http/form-fields.ts';
import { parse } from '../http/validate.ts';
import { gatewayUnavailable, paymentRefusal, signedRazorpayResponse } from '../payments/razorpay-response.ts';
import { requestMembership, verifyMembershipPayment } from './membership-service.ts';

const FILL_IN = 'Please fill in your name, email, phone, address and pincode.';
const text = (max: number) => requiredText(max, FILL_IN);

const membershipBody = z.object(
  {
    name: text(100),
    email: text(254).pipe(z.email('Please enter a valid email.')),
    phone: indianPhone(FILL_IN),
    address: text(500),
    pincode: requiredText(20, FILL_IN).pipe(pincode),
  },
  { error: FILL_IN },
);

const PAYMENT_FAILED = 'Oops! Something went wrong. Please try again later.';

/** Coco Club: ask to join (step 1 → step 2 payment details), and activate on a Razorpay payment. */
export function membershipRoutes(deps: AppDeps): Router {
  const router = Router();

  router.post('/', async (req, res) => {
    const request = parse(membershipBody, req.body, FILL_IN);
    res.status(201).json(await requestMembership(deps, request, req.customer?.id ?? null));
  });

  router.post('/verify-payment', async (req, res) => {
    const signed = signedRazorpayResponse(deps.payments, req.body, PAYMENT_FAILED);
    const outcome = await verifyMembershipPayment(deps, signed).catch(gatewayUnavailable(PAYMENT_FAILED));
    if (!outcome) throw new AppError('not_found', PAYMENT_FAILED, 404);
    if (outcome.result !== 'paid' && outcome.result !== 'already-paid') throw paymentRefusal(outcome.result, PAYMENT_FAILED);
    res.json({ success: true, membershipId: outcome.id, status: 'active' });
  });

  return router;
}
