import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { requireCustomer } from '../auth/customer-session.ts';
import { appError } from '../http/app-error.ts';
import { clientKey } from '../http/client-key.ts';
import { parse } from '../http/validate.ts';
import { consumeEach, type RateLimit, refuseWhenLimited } from '../limits/rate-limiter.ts';
import { ownOrderOf } from '../orders/invoice-reads.ts';
import { documentPdf, pdfOfDocument } from './document-pdfs.ts';
import { gstr1Csv } from './gstr1-csv.ts';
import { pdfFileName } from './invoice-pdf.ts';
import { documentsIssuedBetween, documentsOfOrder, findDocument } from './invoice-repository.ts';
import { monthDates } from './numbering.ts';

const ORDER_ID = /^ord_[\w-]{1,40}$/;
const DOCUMENT_ID = /^(inv|crn)_[\w-]{1,40}$/;

/**
 * Downloads of tax documents, per customer (or guest order) and per client address: far more than
 * a person clicks, far fewer than a script that would keep the API busy (security review F5). An
 * address is shared by many shoppers behind a carrier's NAT, so it gets more.
 */
export const DOWNLOAD_LIMITS = {
  owner: { name: 'document-downloads', points: 30, windowSeconds: 60 },
  address: { name: 'document-downloads-address', points: 120, windowSeconds: 60 },
} satisfies Record<string, RateLimit>;
const monthQuery = z.object({
  month: z.string({ error: 'Please choose a month.' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Please choose a month as YYYY-MM, e.g. 2026-04.'),
});

/** The customer's own orders' tax documents (`/api/me/orders/:id/documents…`); others' are not found. */
export function myInvoiceRoutes(deps: Pick<AppContext, 'db' | 'limiter' | 'pdfs'>): Router {
  const router = Router();
  const ownOrder = async (customerId: number, orderId: string) => {
    const order = ORDER_ID.test(orderId) ? await ownOrderOf(deps.db, orderId, customerId) : undefined;
    if (!order) throw appError('not_found.order', 404);
    return order.id;
  };

  router.get('/orders/:id/documents', async (req, res) => {
    const orderId = await ownOrder(requireCustomer(req).id, String(req.params.id));
    res.set('Cache-Control', 'private, no-store').json({ documents: await documentsOfOrder(deps.db, orderId) });
  });

  router.get('/orders/:id/documents/:documentId', async (req, res) => {
    const customerId = requireCustomer(req).id;
    const orderId = await ownOrder(customerId, String(req.params.id));
    await limitDownloads(deps, req, res, `customer:${customerId}`);
    await sendPdf(deps, res, orderId, String(req.params.documentId));
  });
  return router;
}

/** Counts a download against its owner's limit (`customer:<id>`, `order:<id>`) and its address's; 429 beyond. */
export async function limitDownloads(deps: Pick<AppContext, 'limiter'>, req: Request, res: Response, owner: string): Promise<void> {
  const verdict = await consumeEach(deps.limiter, [
    [DOWNLOAD_LIMITS.owner, owner],
    [DOWNLOAD_LIMITS.address, clientKey(req)],
  ]);
  refuseWhenLimited(res, verdict, 'too_many_downloads.invoice');
}

/**
 * Sends one of an order's documents as a PDF download: the bytes stored when it was first rendered,
 * or rendered now in the worker pool (and stored) if this download came first. A render that fails
 * answers 503: the document exists, its PDF is not ready, and the background sweep renders it.
 */
export async function sendPdf(deps: Pick<AppContext, 'db' | 'pdfs'>, res: Response, orderId: string, documentId: string): Promise<void> {
  const found = DOCUMENT_ID.test(documentId) ? await documentPdf(deps.db, documentId) : undefined;
  if (!found || found.orderId !== orderId) throw appError('not_found.document', 404);
  // Most downloads end here: one query, no render. Otherwise the whole document, for the pool.
  const pdf =
    found.pdf ??
    (await renderNow(deps, documentId).catch(() => {
      res.set('Retry-After', '60');
      throw appError('pdf_not_ready', 503);
    }));
  res
    .set('Content-Type', 'application/pdf')
    .set('Content-Disposition', `attachment; filename="${pdfFileName(found)}"`)
    .set('Cache-Control', 'private, no-store')
    .send(pdf);
}

async function renderNow(deps: Pick<AppContext, 'db' | 'pdfs'>, documentId: string): Promise<Buffer> {
  const document = await findDocument(deps.db, documentId);
  if (!document) throw new Error(`No tax document ${documentId}`);
  return pdfOfDocument(deps, document);
}

/** The month a GSTR-1 export asks for (`?month=2026-11`), or a 400 that says how to write it. */
export function gstr1MonthOf(query: unknown): string {
  return parse(monthQuery, query).month;
}

/** A month's invoices and credit notes for the accountant, GSTR-1 style. */
export async function sendGstr1Csv(deps: Pick<AppContext, 'db'>, month: string, res: Response): Promise<void> {
  const { from, to } = monthDates(month);
  const csv = gstr1Csv(await documentsIssuedBetween(deps.db, from, to));
  res
    .set('Content-Type', 'text/csv; charset=utf-8')
    .set('Content-Disposition', `attachment; filename="gst-documents-${month}.csv"`)
    .set('Cache-Control', 'no-store')
    .send(csv);
}
