import { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../app.ts';
import { requireCustomer } from '../customers/session.ts';
import { AppError } from '../http/app-error.ts';
import { parse } from '../http/validate.ts';
import { recordCapturedPayment } from '../payments/payment-service.ts';
import { signedRazorpayResponse } from '../payments/razorpay-response.ts';
import { attemptKey } from './attempt-key.ts';
import { cartItemsSchema } from './cart-schema.ts';
import { payExistingOrder, placeCodOrder, startRazorpayCheckout } from './checkout-service.ts';
import { customerDetailsSchema, FILL_IN_ALL } from './customer-details.ts';

const checkoutBody = z.object({ items: cartItemsSchema, customerDetails: customerDetailsSchema }, { error: FILL_IN_ALL });

const VERIFICATION_FAILED = 'Payment verification failed. Please contact support.';

const ORDER_ID = /^ord_[\w-]{1,40}$/;

/**
 * Checkout: online payment through Razorpay, or cash on delivery. Both take an `Idempotency-Key`
 * header per checkout attempt: the same attempt sent twice places one order.
 */
export function orderRoutes(deps: AppDeps): Router {
  const router = Router();

  router.post('/create-razorpay-order', async (req, res) => {
    const customer = requireCustomer(req);
    const input = parse(checkoutBody, req.body, FILL_IN_ALL);
    res.status(201).json(await startRazorpayCheckout(deps, customer, input, attemptKey(req)));
  });

  /** Pay a pending online order of one's own again (dialog closed, payment failed, a later visit). */
  router.post('/:id/pay', async (req, res) => {
    const customer = requireCustomer(req);
    const id = String(req.params.id);
    if (!ORDER_ID.test(id)) throw new AppError('not_found', 'Order not found.', 404);
    res.json(await payExistingOrder(deps, customer.id, id));
  });

  router.post('/verify-payment', async (req, res) => {
    const payment = signedRazorpayResponse(deps.payments, req.body, VERIFICATION_FAILED);
    const outcome = await recordCapturedPayment(deps, { ...payment, actor: 'payment-verify' });
    if (outcome.kind !== 'order' || (outcome.result !== 'paid' && outcome.result !== 'already-paid')) {
      throw new AppError('not_payable', VERIFICATION_FAILED, outcome.kind === 'unknown' ? 404 : 409);
    }
    res.json({ success: true, orderId: outcome.id, status: 'paid' });
  });

  router.post('/cod', async (req, res) => {
    const customer = requireCustomer(req);
    const input = parse(checkoutBody, req.body, FILL_IN_ALL);
    const order = await placeCodOrder(deps, customer, input, attemptKey(req));
    res.status(201).json({ success: true, orderId: order.id, status: order.status, paymentMethod: 'cod', totalPaise: order.totalPaise });
  });

  return router;
}
