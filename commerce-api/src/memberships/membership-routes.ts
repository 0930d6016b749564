import { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../app.ts';
import { AppError } from '../http/app-error.ts';
import { parse } from '../http/validate.ts';
import { razorpayResponseSchema } from '../orders/order-routes.ts';
import { activatePaidMembership, requestMembership } from './membership-service.ts';

const FILL_IN = 'Please fill in your name, email, phone, address and pincode.';
const text = (max: number) => z.string({ error: FILL_IN }).trim().min(1, FILL_IN).max(max, `Please keep this under ${max} characters.`);

const membershipBody = z.object(
  {
    name: text(100),
    email: text(254).pipe(z.email('Please enter a valid email.')),
    phone: text(20).transform((phone, ctx) => {
      const digits = phone.replace(/[\s-]/g, '').replace(/^\+91/, '');
      if (!/^\d{10}$/.test(digits)) ctx.addIssue({ code: 'custom', message: 'Phone number must be exactly 10 digits.' });
      return digits;
    }),
    address: text(500),
    pincode: text(6).regex(/^[1-9]\d{5}$/, 'Pincode must be exactly 6 digits.'),
  },
  { error: FILL_IN },
);

const PAYMENT_FAILED = 'Oops! Something went wrong. Please try again later.';

/** Coco Club: ask to join (step 1 → step 2 payment details), and activate on a Razorpay payment. */
export function membershipRoutes(deps: AppDeps): Router {
  const router = Router();

  router.post('/memberships', async (req, res) => {
    const request = parse(membershipBody, req.body, FILL_IN);
    res.status(201).json(await requestMembership(deps, request, req.customer?.id ?? null));
  });

  router.post('/memberships/verify-payment', async (req, res) => {
    const body = parse(razorpayResponseSchema, req.body, PAYMENT_FAILED);
    const signed = deps.payments.isPaymentSignatureValid({
      orderId: body.razorpay_order_id,
      paymentId: body.razorpay_payment_id,
      signature: body.razorpay_signature,
    });
    if (!signed) throw new AppError('bad_signature', PAYMENT_FAILED, 400);
    const outcome = await activatePaidMembership(deps, { razorpayOrderId: body.razorpay_order_id, paymentId: body.razorpay_payment_id });
    if (!outcome) throw new AppError('not_found', PAYMENT_FAILED, 404);
    if (outcome.result !== 'paid' && outcome.result !== 'already-paid') throw new AppError('not_payable', PAYMENT_FAILED, 409);
    res.json({ success: true, membershipId: outcome.id, status: 'active' });
  });

  return router;
}
