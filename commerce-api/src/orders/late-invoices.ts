import type { Catalog } from '../catalog/catalog.ts';
import type { Db } from '../db/database.ts';
import { createInvoiceService } from '../invoices/invoice-service.ts';
import { attachDocument, type OutboxSender } from '../notifications/outbox.ts';
import { eventKey, type OrderEvent } from './order-events.ts';
import { publishOrderEvent } from './order-subscriptions.ts';

type Deps = Parameters<typeof createInvoiceService>[0] &
  Parameters<typeof publishOrderEvent>[1] & { db: Db; catalog: Pick<Catalog, 'get'>; outbox: Pick<OutboxSender, 'nudge'> };

/**
 * The background sweep's invoices: those the moment of payment or delivery did not issue (its
 * process stopped between recording it and issuing, or Strapi had no GST details then). Each reaches
 * the customer as an invoice issued on time would: an online order's rides with its payment
 * confirmation while that still waits for it, else goes in an email of its own; a cash order's goes
 * in the invoice email its delivery sends. Answers how many were issued.
 */
export async function issueLateInvoices(deps: Deps, now = new Date()): Promise<number> {
  const issued = await createInvoiceService(deps).issueMissingInvoices(now);
  for (const invoice of issued) {
    const { payment_method } = await deps.db
      .selectFrom('orders')
      .select('payment_method')
      .where('id', '=', invoice.orderId)
      .executeTakeFirstOrThrow();
    const paidKey = eventKey({ type: 'order.paid', orderId: invoice.orderId, paymentId: '' });
    if (payment_method === 'razorpay' && (await attachDocument(deps.db, paidKey, invoice.id)) > 0) continue;
    const event: OrderEvent = {
      type: 'document.issued',
      orderId: invoice.orderId,
      documentId: invoice.id,
      number: invoice.number,
      moment: payment_method === 'cod' ? 'cod-delivery' : 'after-payment',
    };
    await deps.db.transaction().execute((trx) => publishOrderEvent(trx, deps, event));
  }
  if (issued.length > 0) deps.outbox.nudge();
  return issued.length;
}
