import { checkoutBody } from '@koolers/contracts/checkout-schemas';
import { message } from '@koolers/contracts/messages';
import { type RequestHandler, Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { requireCustomer } from '../auth/customer-session.ts';
import { AppError, appError } from '../http/app-error.ts';
import { recordConsent, whatsappConsent } from './consent.ts';

const choiceBody = z.object({ optIn: z.boolean({ error: 'Say whether you want order messages on WhatsApp (optIn: true or false).' }) });

async function accountPhone(deps: AppContext, customerId: number): Promise<string> {
  const row = await deps.db.selectFrom('customers').select('phone').where('id', '=', customerId).executeTakeFirst();
  if (!row?.phone) throw appError('no_phone', 409);
  return row.phone;
}

/** GET/PUT /api/me/whatsapp: the account's choice about order messages on WhatsApp, for its phone number. */
export function whatsappConsentRoutes(deps: AppContext): Router {
  const router = Router();
  router.get('/whatsapp', async (req, res) => {
    const phone = await accountPhone(deps, requireCustomer(req).id);
    const consent = await whatsappConsent(deps.db, phone);
    res.json({ phone, optedIn: consent?.optedIn ?? false, changedAt: consent?.changedAt ?? null, source: consent?.source ?? null });
  });
  router.put('/whatsapp', async (req, res) => {
    const customer = requireCustomer(req);
    const parsed = choiceBody.safeParse(req.body);
    if (!parsed.success) throw new AppError('invalid_body', parsed.error.issues[0]?.message ?? message('invalid_body'), 400);
    const phone = await accountPhone(deps, customer.id);
    await recordConsent(deps.db, phone, parsed.data.optIn, 'account');
    const consent = await whatsappConsent(deps.db, phone);
    res.json({ phone, optedIn: consent?.optedIn ?? false, changedAt: consent?.changedAt ?? null, source: consent?.source ?? null });
  });
  return router;
}

/**
 * Before checkout places an order: a ticked "Send me order updates on WhatsApp" box records the
 * opt-in for the order's phone number, so the order's first message already goes on WhatsApp. An
 * unticked box changes nothing (it is never pre-ticked: leaving it so is no opt-out). Only for a
 * body checkout will take, from a shopper it will take it from; the order itself is its route's.
 */
export function checkoutConsent(deps: AppContext): RequestHandler {
  return async (req, _res, next) => {
    if (req.method !== 'POST' || !['/cod', '/create-razorpay-order'].includes(req.path)) return next();
    if (!(req.customer ?? req.guest) || (req.body as { whatsappOptIn?: unknown } | undefined)?.whatsappOptIn !== true) return next();
    const parsed = checkoutBody.safeParse(req.body);
    if (parsed.success && parsed.data.whatsappOptIn) await recordConsent(deps.db, parsed.data.customerDetails.phone, true, 'checkout');
    next();
  };
}
