import { checkoutBody } from '@koolers/contracts/checkout-schemas';
import type { SentenceKey } from '@koolers/contracts/messages';
import { type Request, type Response, Router } from 'express';
import type { AppContext } from '../app-context.ts';
import { requireShopper } from '../auth/customer-session.ts';
import { appError } from '../http/app-error.ts';
import { clientKey } from '../http/client-key.ts';
import { languageOfRequest } from '../http/page-language.ts';
import { parse } from '../http/validate.ts';
import { consumeEach, type RateLimit, refuseWhenLimited } from '../limits/rate-limiter.ts';
import { gatewayUnavailable, paymentRefusal, signedRazorpayResponse } from '../payments/razorpay-response.ts';
import { attemptKey } from './attempt-key.ts';
import { createCheckoutService } from './checkout-service.ts';
import { FILL_IN_ALL } from './customer-details.ts';
import { issueGuestOrderKey } from './guest-order-links.ts';
import { createOrderPayments } from './order-payments.ts';

const VERIFICATION_FAILED: SentenceKey = 'not_found.payment';
const VERIFICATION_UNAVAILABLE: SentenceKey = 'payment_unavailable.verification';

/**
 * Orders placed (online and cash on delivery together): each opens a Razorpay order or sends two
 * emails, to an address the customer types. Per account, and per client address across accounts.
 */
export const ORDER_LIMITS = {
  account: { name: 'orders-account', points: 20, windowSeconds: 60 * 60 },
  address: { name: 'orders-address', points: 60, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimit>;

const ORDER_ID = /^ord_[\w-]{1,40}$/;

/**
 * Checkout: online payment through Razorpay, or cash on delivery. Both take an `Idempotency-Key`
 * header per checkout attempt: the same attempt sent twice places one order.
 */
export function orderRoutes(deps: AppContext): Router {
  const checkout = createCheckoutService(deps);
  const orderPayments = createOrderPayments(deps);
  const router = Router();
  const refuseWhenTooMany = async (req: Request, res: Response, customerId: number) => {
    const verdict = await consumeEach(deps.limiter, [
      [ORDER_LIMITS.account, String(customerId)],
      [ORDER_LIMITS.address, clientKey(req)],
    ]);
    refuseWhenLimited(res, verdict, 'too_many_orders');
  };

  /** A guest sees the order they placed through its own link: its key travels with the answer. */
  const guestAccess = async (customer: { guest: boolean }, orderId: string) =>
    customer.guest ? { orderKey: await issueGuestOrderKey(deps.db, orderId) } : {};

  router.post('/create-razorpay-order', async (req, res) => {
    const customer = requireShopper(req);
    const input = parse(checkoutBody, req.body, FILL_IN_ALL);
    await refuseWhenTooMany(req, res, customer.id);
    const started = await checkout.startRazorpayCheckout(customer, input, attemptKey(req), languageOfRequest(req));
    res.status(201).json({ ...started, ...(await guestAccess(customer, started.orderId)) });
  });

  /** Pay a pending online order of one's own again (dialog closed, payment failed, a later visit). */
  router.post('/:id/pay', async (req, res) => {
    const customer = requireShopper(req);
    const id = String(req.params.id);
    if (!ORDER_ID.test(id)) throw appError('not_found.order', 404);
    // Each time opens a Razorpay order: counted with the orders placed.
    await refuseWhenTooMany(req, res, customer.id);
    res.json(await checkout.payExistingOrder(customer.id, id));
  });

  router.post('/verify-payment', async (req, res) => {
    const signed = signedRazorpayResponse(deps.payments, req.body, VERIFICATION_FAILED);
    const outcome = await orderPayments.verify(signed).catch(gatewayUnavailable(VERIFICATION_UNAVAILABLE));
    if (!outcome) throw appError('not_found.payment', 404);
    if (outcome.result !== 'paid' && outcome.result !== 'already-paid') throw paymentRefusal(outcome.result, VERIFICATION_FAILED);
    res.json({ success: true, orderId: outcome.id, paymentStatus: 'paid' });
  });

  router.post('/cod', async (req, res) => {
    const customer = requireShopper(req);
    const input = parse(checkoutBody, req.body, FILL_IN_ALL);
    await refuseWhenTooMany(req, res, customer.id);
    const order = await checkout.placeCodOrder(customer, input, attemptKey(req), languageOfRequest(req));
    res.status(201).json({
      success: true,
      orderId: order.id,
      number: order.number,
      paymentStatus: order.paymentStatus,
      deliveryStatus: order.deliveryStatus,
      paymentMethod: 'cod',
      totalPaise: order.totalPaise,
      ...(await guestAccess(customer, order.id)),
    });
  });

  return router;
}
