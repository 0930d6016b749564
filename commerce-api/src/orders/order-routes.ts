import { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../app.ts';
import { requireCustomer } from '../customers/session.ts';
import { AppError } from '../http/app-error.ts';
import { parse } from '../http/validate.ts';
import { verifyOrderPayment } from '../payments/payment-service.ts';
import { gatewayUnavailable, paymentRefusal, signedRazorpayResponse } from '../payments/razorpay-response.ts';
import { cartItemsSchema } from './cart-schema.ts';
import { placeCodOrder, startRazorpayCheckout } from './checkout-service.ts';
import { customerDetailsSchema, FILL_IN_ALL } from './customer-details.ts';

const checkoutBody = z.object({ items: cartItemsSchema, customerDetails: customerDetailsSchema }, { error: FILL_IN_ALL });

const VERIFICATION_FAILED = 'Payment verification failed. Please contact support.';
const VERIFICATION_UNAVAILABLE = 'Payment verification failed. Please try again.';

/** Checkout: online payment through Razorpay, or cash on delivery. */
export function orderRoutes(deps: AppDeps): Router {
  const router = Router();

  router.post('/create-razorpay-order', async (req, res) => {
    const customer = requireCustomer(req);
    const input = parse(checkoutBody, req.body, FILL_IN_ALL);
    res.status(201).json(await startRazorpayCheckout(deps, customer, input));
  });

  router.post('/verify-payment', async (req, res) => {
    const signed = signedRazorpayResponse(deps.payments, req.body, VERIFICATION_FAILED);
    const outcome = await verifyOrderPayment(deps, signed).catch(gatewayUnavailable(VERIFICATION_UNAVAILABLE));
    if (outcome.kind === 'unknown') throw new AppError('not_found', VERIFICATION_FAILED, 404);
    if (outcome.result !== 'paid' && outcome.result !== 'already-paid') throw paymentRefusal(outcome.result, VERIFICATION_FAILED);
    res.json({ success: true, orderId: outcome.id, status: 'paid' });
  });

  router.post('/cod', async (req, res) => {
    const customer = requireCustomer(req);
    const input = parse(checkoutBody, req.body, FILL_IN_ALL);
    const order = await placeCodOrder(deps, customer, input);
    res.status(201).json({ success: true, orderId: order.id, status: order.status, paymentMethod: 'cod', totalPaise: order.totalPaise });
  });

  return router;
}
