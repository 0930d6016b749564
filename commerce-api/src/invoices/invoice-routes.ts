import { type Response, Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { requireCustomer } from '../auth/customer-session.ts';
import { AppError } from '../http/app-error.ts';
import { parse } from '../http/validate.ts';
import { gstr1Csv } from './gstr1-csv.ts';
import { pdfFileName, renderTaxDocumentPdf } from './invoice-pdf.ts';
import { documentsIssuedBetween, documentsOfOrder, findDocument } from './invoice-repository.ts';
import { monthDates } from './numbering.ts';

const ORDER_ID = /^ord_[\w-]{1,40}$/;
const DOCUMENT_ID = /^(inv|crn)_[\w-]{1,40}$/;
export const DOCUMENT_NOT_FOUND = 'Invoice not found.';
const monthQuery = z.object({
  month: z.string({ error: 'Please choose a month.' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Please choose a month as YYYY-MM, e.g. 2026-04.'),
});

/** The customer's own orders' tax documents (`/api/me/orders/:id/documents…`); others' are not found. */
export function myInvoiceRoutes(deps: Pick<AppContext, 'db'>): Router {
  const router = Router();
  const ownOrder = async (customerId: number, orderId: string) => {
    const order = ORDER_ID.test(orderId)
      ? await deps.db.selectFrom('orders').select('id').where('id', '=', orderId).where('customer_id', '=', customerId).executeTakeFirst()
      : undefined;
    if (!order) throw new AppError('not_found', 'Order not found.', 404);
    return order.id;
  };

  router.get('/orders/:id/documents', async (req, res) => {
    const orderId = await ownOrder(requireCustomer(req).id, String(req.params.id));
    res.set('Cache-Control', 'private, no-store').json({ documents: await documentsOfOrder(deps.db, orderId) });
  });

  router.get('/orders/:id/documents/:documentId', async (req, res) => {
    const orderId = await ownOrder(requireCustomer(req).id, String(req.params.id));
    await sendPdf(deps, res, orderId, String(req.params.documentId));
  });
  return router;
}

/** Sends one of an order's documents as a PDF download. */
export async function sendPdf(deps: Pick<AppContext, 'db'>, res: Response, orderId: string, documentId: string): Promise<void> {
  const document = DOCUMENT_ID.test(documentId) ? await findDocument(deps.db, documentId) : undefined;
  if (!document || document.orderId !== orderId) throw new AppError('not_found', DOCUMENT_NOT_FOUND, 404);
  const pdf = await renderTaxDocumentPdf(document);
  res
    .set('Content-Type', 'application/pdf')
    .set('Content-Disposition', `attachment; filename="${pdfFileName(document)}"`)
    .set('Cache-Control', 'private, no-store')
    .send(pdf);
}

/** A month's invoices and credit notes for the accountant, GSTR-1 style. */
export async function sendGstr1Csv(deps: Pick<AppContext, 'db'>, query: unknown, res: Response): Promise<void> {
  const { month } = parse(monthQuery, query);
  const { from, to } = monthDates(month);
  const csv = gstr1Csv(await documentsIssuedBetween(deps.db, from, to));
  res
    .set('Content-Type', 'text/csv; charset=utf-8')
    .set('Content-Disposition', `attachment; filename="gst-documents-${month}.csv"`)
    .set('Cache-Control', 'no-store')
    .send(csv);
}
