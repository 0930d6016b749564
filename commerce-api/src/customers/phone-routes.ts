import { phoneCodeRequestBody, phoneCodeVerifyBody, phoneNameBody, RESEND_AFTER_SECONDS } from '@koolers/contracts/phone-sign-in';
import { type Response, Router } from 'express';
import type { AppContext } from '../app-context.ts';
import { readSessionToken, requireCustomer, setSessionCookie } from '../auth/customer-session.ts';
import { AppError } from '../http/app-error.ts';
import { clientKey } from '../http/client-key.ts';
import { parse } from '../http/validate.ts';
import { createAccountService } from './account-service.ts';
import { setName } from './customer-repository.ts';
import { attachBody, attachOrders, ordersToAttach } from './phone-orders.ts';
import { CODE_SENT, createPhoneSignIn } from './phone-sign-in.ts';

/** A 429 from the code service carries its wait: the header says it too. */
function withRetryAfter(res: Response) {
  return (error: unknown) => {
    if (error instanceof AppError && error.status === 429) res.set('Retry-After', String(error.details?.retryAfterSeconds ?? 60));
    throw error;
  };
}

/** The same answer for every number: whether it has an account is nobody's business until its code comes back. */
const sent = { message: CODE_SENT, resendAfterSeconds: RESEND_AFTER_SECONDS };

/** /auth/phone/*: sign in (or sign up) with a phone number and a code sent to it. */
export function phoneSignInRoutes(deps: AppContext): Router {
  const phones = createPhoneSignIn(deps);
  const accounts = createAccountService(deps.db);
  const router = Router();

  router.post('/phone/code', async (req, res) => {
    const { phone } = parse(phoneCodeRequestBody, req.body);
    await phones.requestCode(phone, 'sign-in', clientKey(req)).catch(withRetryAfter(res));
    deps.outbox.nudge();
    res.status(202).json(sent);
  });

  router.post('/phone/verify', async (req, res) => {
    const { phone, code } = parse(phoneCodeVerifyBody, req.body);
    const who = await phones.verifySignIn(phone, code);
    const session = await accounts.signInAs(who.customerId, who.name);
    // Whoever was signed in on this browser before (a guest too) is signed out for good.
    const previous = readSessionToken(req);
    if (previous) await accounts.logout(previous);
    setSessionCookie(res, session.token, deps.config.env, session.lifetimeMs);
    res.json({ name: who.name, created: who.created });
  });

  /** A new phone account's name (it had none): asked once, right after its first code. */
  router.post('/phone/name', async (req, res) => {
    const customer = requireCustomer(req);
    const { name } = parse(phoneNameBody, req.body);
    await setName(deps.db, customer.id, name, new Date().toISOString());
    res.json({ name });
  });

  return router;
}

/** /me/phone/*: a signed-in account adds (or changes) its phone, proved by the same code. */
export function addPhoneRoutes(deps: AppContext): Router {
  const phones = createPhoneSignIn(deps);
  const router = Router();

  router.post('/phone/code', async (req, res) => {
    const customer = requireCustomer(req);
    const { phone } = parse(phoneCodeRequestBody, req.body);
    await phones.requestCode(phone, 'add-phone', clientKey(req), customer.id).catch(withRetryAfter(res));
    deps.outbox.nudge();
    res.status(202).json(sent);
  });

  router.post('/phone/verify', async (req, res) => {
    const customer = requireCustomer(req);
    const { phone, code } = parse(phoneCodeVerifyBody, req.body);
    await phones.verifyAddPhone(customer.id, phone, code);
    res.json({ phone, phoneVerified: true });
  });

  /** Orders placed with the verified number without an account: offered, never moved by themselves. */
  router.get('/phone/orders', async (req, res) => {
    const customer = requireCustomer(req);
    res.json({ orders: await ordersToAttach(deps.db, customer.id) });
  });

  /** The ones the customer chose become theirs. */
  router.post('/phone/orders/attach', async (req, res) => {
    const customer = requireCustomer(req);
    const { orderIds } = parse(attachBody, req.body);
    const attached = await attachOrders(deps.db, customer.id, orderIds, new Date().toISOString());
    deps.logger.info({ customerId: customer.id, attached }, 'customer added orders placed with their number');
    res.json({ attached, orders: await ordersToAttach(deps.db, customer.id) });
  });

  return router;
}
