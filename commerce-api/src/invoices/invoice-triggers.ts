import type { Logger } from 'pino';
import type { Catalog } from '../catalog/catalog.ts';
import type { Db } from '../db/database.ts';
import { type CreditReason, createInvoiceService } from './invoice-service.ts';
import type { TaxDocument } from './tax-document.ts';

type Deps = { db: Db; catalog: Pick<Catalog, 'get'>; logger: Logger };

/**
 * The moments an order's tax documents are issued, each one call from where it happens. None
 * throws: a payment, a delivery or a refund is recorded whatever becomes of its document (the
 * failure is logged, and the background sweep issues a missing invoice later). Issuing is SQL only;
 * each answers the document issued now, if any, for the message about that moment to carry
 * (queued in the outbox: its PDF is rendered by the sender, after the caller has answered).
 */

/** An order paid online: its invoice, for the confirmation email. */
export function invoiceOnPayment(deps: Deps, orderId: string): Promise<TaxDocument | null> {
  return issueNow(deps, orderId, () => createInvoiceService(deps).issueInvoice(orderId));
}

/** A cash-on-delivery order delivered (and its cash collected): its invoice, for the email that carries it. */
export function invoiceOnCodDelivery(deps: Deps, orderId: string): Promise<TaxDocument | null> {
  return issueNow(deps, orderId, () => createInvoiceService(deps).issueInvoice(orderId));
}

/** A refund Razorpay processed: a credit note for its amount, for the refund email. */
export function creditNoteOnRefund(deps: Deps, refund: { orderId: string; refundId: string; amountPaise: number }) {
  const reason: CreditReason = { kind: 'refund', refundId: refund.refundId, amountPaise: refund.amountPaise };
  return issueNow(deps, refund.orderId, () => createInvoiceService(deps).issueCreditNote(refund.orderId, reason));
}

/** A paid order cancelled: a credit note for all its invoice has not credited yet, for the cancellation email. */
export function creditNoteOnCancellation(deps: Deps, orderId: string, note: string) {
  const reason: CreditReason = { kind: 'cancellation', note };
  return issueNow(deps, orderId, () => createInvoiceService(deps).issueCreditNote(orderId, reason));
}

/** The document issued by this call (none when it was issued before, or could not be). */
async function issueNow(
  deps: Deps,
  orderId: string,
  issue: () => Promise<{ document: TaxDocument; issuedNow: boolean } | null>,
): Promise<TaxDocument | null> {
  try {
    const issued = await issue();
    return issued?.issuedNow ? issued.document : null;
  } catch (error) {
    deps.logger.error({ err: error, orderId }, 'tax document not issued: the background sweep tries again');
    return null;
  }
}
