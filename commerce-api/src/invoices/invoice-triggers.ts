import type { Logger } from 'pino';
import type { Catalog } from '../catalog/catalog.ts';
import type { Db } from '../db/database.ts';
import type { EmailAttachment, Mailer } from '../email/mailer.ts';
import { codInvoiceEmail } from '../email/templates.ts';
import { pdfFileName, renderTaxDocumentPdf } from './invoice-pdf.ts';
import { type CreditReason, createInvoiceService } from './invoice-service.ts';
import type { TaxDocument } from './tax-document.ts';

type Deps = { db: Db; catalog: Pick<Catalog, 'get'>; logger: Logger };

/**
 * The moments an order's tax documents are issued, each one call from where it happens. None
 * throws: a payment, a delivery or a refund is recorded whatever becomes of its document (the
 * failure is logged, and the background sweep issues a missing invoice later). Each answers the
 * PDF to attach to the email about that moment, if a document was issued now.
 */

/** An order paid online: its invoice, for the confirmation email. */
export async function invoiceOnPayment(deps: Deps, orderId: string): Promise<EmailAttachment[]> {
  return (await issueNow(deps, orderId, () => createInvoiceService(deps).issueInvoice(orderId))).attachments;
}

/** A cash-on-delivery order delivered (and its cash collected): its invoice, emailed to the customer. */
export async function invoiceOnCodDelivery(deps: Deps & { mailer: Mailer }, orderId: string): Promise<void> {
  const { document, attachments } = await issueNow(deps, orderId, () => createInvoiceService(deps).issueInvoice(orderId));
  if (!document) return;
  const order = await deps.db
    .selectFrom('orders')
    .select(['customer_name', 'customer_email', 'total_paise'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return;
  await deps.mailer
    .send({
      to: order.customer_email,
      about: { orderId },
      attachments,
      ...codInvoiceEmail({
        orderNumber: document.orderNumber,
        customerName: order.customer_name,
        number: document.number,
        totalPaise: Number(order.total_paise),
      }),
    })
    .catch((error) => deps.logger.error({ err: error, orderId }, 'invoice issued but its email failed'));
}

/** A refund Razorpay processed: a credit note for its amount, for the refund email. */
export async function creditNoteOnRefund(deps: Deps, refund: { orderId: string; refundId: string; amountPaise: number }) {
  const reason: CreditReason = { kind: 'refund', refundId: refund.refundId, amountPaise: refund.amountPaise };
  return (await issueNow(deps, refund.orderId, () => createInvoiceService(deps).issueCreditNote(refund.orderId, reason))).attachments;
}

/** A paid order cancelled: a credit note for all its invoice has not credited yet, for the cancellation email. */
export async function creditNoteOnCancellation(deps: Deps, orderId: string, note: string) {
  const reason: CreditReason = { kind: 'cancellation', note };
  return (await issueNow(deps, orderId, () => createInvoiceService(deps).issueCreditNote(orderId, reason))).attachments;
}

/** The document issued by this call (none when it was issued before) and its PDF to attach. */
async function issueNow(
  deps: Deps,
  orderId: string,
  issue: () => Promise<{ document: TaxDocument; issuedNow: boolean } | null>,
): Promise<{ document: TaxDocument | null; attachments: EmailAttachment[] }> {
  try {
    const issued = await issue();
    if (!issued?.issuedNow) return { document: null, attachments: [] };
    const pdf = await renderTaxDocumentPdf(issued.document);
    return {
      document: issued.document,
      attachments: [{ filename: pdfFileName(issued.document), content: pdf, contentType: 'application/pdf' }],
    };
  } catch (error) {
    deps.logger.error({ err: error, orderId }, 'tax document not issued: the background sweep tries again');
    return { document: null, attachments: [] };
  }
}
