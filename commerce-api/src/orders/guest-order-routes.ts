import { type Request, Router } from 'express';
import type { AppContext } from '../app-context.ts';
import { appError } from '../http/app-error.ts';
import { clientKey } from '../http/client-key.ts';
import { pageLanguage } from '../http/page-language.ts';
import { documentsOfOrder } from '../invoices/invoice-repository.ts';
import { limitDownloads, sendPdf } from '../invoices/invoice-routes.ts';
import { refuseWhenLimited } from '../limits/rate-limiter.ts';
import { createCheckoutService } from './checkout-service.ts';
import { keyOpensOrder } from './guest-order-links.ts';
import { orderIn } from './order-for-shopper.ts';
import { findOrder } from './order-repository.ts';
import { ORDER_LIMITS } from './order-routes.ts';

const ORDER_ID = /^ord_[\w-]{1,40}$/;

/**
 * A guest's order, opened by the key of its link (the `Order-Key` header; the page keeps it in the
 * address's fragment): the order as its customer sees it, its tax documents, and paying it while it
 * waits for its payment. A wrong key, or a key of another order, finds nothing, in the same words as
 * no order.
 */
export function guestOrderRoutes(deps: AppContext): Router {
  const checkout = createCheckoutService(deps);
  const router = Router();

  async function openedOrderId(req: Request): Promise<string> {
    const id = String(req.params.id);
    const key = req.get('order-key') ?? '';
    if (!ORDER_ID.test(id) || !(await keyOpensOrder(deps.db, id, key))) throw appError('not_found.order', 404);
    return id;
  }

  router.get('/:id', async (req, res) => {
    const order = await findOrder(deps.db, await openedOrderId(req));
    if (!order) throw appError('not_found.order', 404);
    res.set('Cache-Control', 'no-store').json(orderIn(pageLanguage(req, res), order));
  });

  router.get('/:id/documents', async (req, res) => {
    const id = await openedOrderId(req);
    res.set('Cache-Control', 'private, no-store').json({ documents: await documentsOfOrder(deps.db, id) });
  });

  router.get('/:id/documents/:documentId', async (req, res) => {
    const id = await openedOrderId(req);
    // A guest is the order their link opens.
    await limitDownloads(deps, req, res, `order:${id}`);
    await sendPdf(deps, res, id, String(req.params.documentId));
  });

  router.post('/:id/pay', async (req, res) => {
    const id = await openedOrderId(req);
    // Each time may open a Razorpay order: counted with the orders placed from this address.
    refuseWhenLimited(res, await deps.limiter.consume(ORDER_LIMITS.address, clientKey(req)), 'too_many_orders');
    res.json(await checkout.payExistingOrder(undefined, id));
  });

  return router;
}
