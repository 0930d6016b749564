import { Router } from 'express';
import { z } from 'zod';
import { requireCustomer } from '../auth/customer-session.ts';
import type { Db } from '../db/database.ts';
import { appError } from '../http/app-error.ts';
import { pageLanguage } from '../http/page-language.ts';
import { parse } from '../http/validate.ts';
import { orderIn } from './order-for-shopper.ts';
import { findOrder, listCustomerOrders } from './order-repository.ts';

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
const ORDER_ID = /^ord_[\w-]{1,40}$/;

/** The logged-in customer's own orders; anybody else's order is simply not found. */
export function myOrderRoutes(deps: { db: Db }): Router {
  const router = Router();

  router.get('/orders', async (req, res) => {
    const customer = requireCustomer(req);
    const page = parse(pageQuery, req.query, 'Page and page size must be positive whole numbers.');
    const { orders, total } = await listCustomerOrders(deps.db, customer.id, page);
    const language = pageLanguage(req, res);
    res.json({ orders: orders.map((order) => orderIn(language, order)), page: page.page, pageSize: page.pageSize, total });
  });

  router.get('/orders/:id', async (req, res) => {
    const customer = requireCustomer(req);
    const id = String(req.params.id);
    const order = ORDER_ID.test(id) ? await findOrder(deps.db, id, customer.id) : undefined;
    if (!order) throw appError('not_found.order', 404);
    res.json(orderIn(pageLanguage(req, res), order));
  });

  return router;
}
