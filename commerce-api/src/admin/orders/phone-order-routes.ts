import { cartItemsSchema } from '@koolers/contracts/checkout-schemas';
import { deliveryChoiceSchema } from '@koolers/contracts/delivery-schemas';
import type { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { soldOutToday } from '../../availability/sold-out-today.ts';
import { deskCatalogue } from '../../catalog/desk-catalogue.ts';
import { parse } from '../../http/validate.ts';
import { attemptKey } from '../../orders/attempt-key.ts';
import { createCheckoutService } from '../../orders/checkout-service.ts';
import { customerDetailsSchema, FILL_IN_ALL } from '../../orders/customer-details.ts';
import { createPhoneOrderService, findCustomers } from '../../orders/desk/phone-order-service.ts';
import { actorOf, allow } from '../access.ts';

const customerQuery = z.object({ q: z.string().trim().min(3, 'Search with a phone number or an email address.').max(100) });
const phoneOrderBody = z.object(
  {
    customerId: z.number().int().positive().optional(),
    items: cartItemsSchema,
    customerDetails: customerDetailsSchema,
    /** When the caller wants it, picked as checkout's picker does (none: as soon as possible when offered). */
    delivery: deliveryChoiceSchema,
  },
  { error: FILL_IN_ALL },
);

const phoneQuoteBody = z.object({ customerId: z.number().int().positive().optional(), items: cartItemsSchema });

/** Orders customers phone in: the catalogue to pick from, their account found by phone or email, the order placed. */
export function registerPhoneOrderRoutes(router: Router, deps: AppContext): void {
  const phoneOrders = createPhoneOrderService({ db: deps.db, checkout: createCheckoutService(deps) });

  router.get('/catalogue', allow('staff'), async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ items: deskCatalogue(await deps.catalog.get(), await soldOutToday(deps.db)) });
  });

  router.get('/customers', allow('staff'), async (req, res) => {
    const { q } = parse(customerQuery, req.query);
    const customers = await findCustomers(deps.db, q);
    // Who looked people up, and how many they found; never what they typed (a phone, an email).
    await recordAudit(deps.db, actorOf(req), {
      action: 'customers.searched',
      targetType: 'customer_search',
      targetId: '',
      after: { by: q.includes('@') ? 'email' : 'phone', found: customers.length },
    });
    res.set('Cache-Control', 'no-store').json({ customers });
  });

  router.post('/phone-orders/quote', allow('staff'), async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await phoneOrders.quote(parse(phoneQuoteBody, req.body)));
  });

  router.post('/phone-orders', allow('staff'), async (req, res) => {
    const input = parse(phoneOrderBody, req.body, FILL_IN_ALL);
    res.status(201).json(await phoneOrders.place(actorOf(req), input, attemptKey(req)));
  });
}
