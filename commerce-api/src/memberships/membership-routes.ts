import { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../app.ts';
import { AppError } from '../http/app-error.ts';
import { indianPhone, pincode, requiredText } from '../http/form-fields.ts';
import { parse } from '../http/validate.ts';
import { signedRazorpayResponse } from '../payments/razorpay-response.ts';
import { activatePaidMembership, requestMembership, submitMembership } from './membership-service.ts';

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
const MEMBERSHIP_ID = /^mem_[\w-]{12}$/;

/** Coco Club: ask to join (step 1 → step 2 payment details), and activate on a Razorpay payment. */
export function membershipRoutes(deps: AppDeps): Router {
  const router = Router();

  router.post('/', async (req, res) => {
    const request = parse(membershipBody, req.body, FILL_IN);
    res.status(201).json(await requestMembership(deps, request, req.customer?.id ?? null));
  });

  router.post('/:id/submit', async (req, res) => {
    const id = String(req.params.id);
    const outcome = MEMBERSHIP_ID.test(id) ? await submitMembership(deps, id) : undefined;
    if (!outcome) throw new AppError('not_found', PAYMENT_FAILED, 404);
    res.json(outcome);
  });

  router.post('/verify-payment', async (req, res) => {
    const payment = signedRazorpayResponse(deps.payments, req.body, PAYMENT_FAILED);
    const outcome = await activatePaidMembership(deps, payment);
    if (!outcome) throw new AppError('not_found', PAYMENT_FAILED, 404);
    if (outcome.result !== 'paid' && outcome.result !== 'already-paid') throw new AppError('not_payable', PAYMENT_FAILED, 409);
    res.json({ success: true, membershipId: outcome.id, status: 'active' });
  });

  return router;
}
