import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATE_AFTER_MS } from '../../src/invoices/invoice-service.ts';
import { issueLateInvoices } from '../../src/orders/late-invoices.ts';
import { publishOrderEvent } from '../../src/orders/order-subscriptions.ts';
import { insertPaidOrders } from '../invoices/paid-orders.ts';
import { editableCatalog, taxedSnapshot } from '../invoices/taxed-catalog.ts';
import { payInSandbox } from '../support/payments.ts';
import { buildTestApp, loggedInCustomer, type TestApp, vashiCustomer } from '../support/test-app.ts';

const strapi = editableCatalog();
let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp({ catalog: strapi.catalog });
});
afterAll(() => shop.close());

/** When the background sweep runs: a minute from now, past the payment's own moment to issue. */
const sweepTime = () => new Date(Date.now() + 2 * LATE_AFTER_MS);

const pdfName = (number = '') => `${number.replaceAll('/', '-')}.pdf`;
const outboxOf = (orderId: string) =>
  shop.db
    .selectFrom('outbox_messages')
    .select(['template', 'state', 'document_id', 'document_wait_until'])
    .where('order_id', '=', orderId)
    .where('recipient', '!=', 'orders@koolers.in')
    .orderBy('id')
    .execute();
const invoiceOf = (orderId: string) =>
  shop.db.selectFrom('tax_documents').select(['id', 'number']).where('order_id', '=', orderId).where('kind', '=', 'invoice').execute();

describe('an invoice the moment of payment did not issue', () => {
  it('rides with the payment confirmation while that still waits for it (the process stopped between the two)', async () => {
    // What a process killed after the payment's commit leaves: the order paid, its confirmation waiting, no invoice.
    const [orderId = ''] = await insertPaidOrders(shop.db, 1, 'ord_latewaiting', new Date(Date.now() - 5_000));
    await shop.db.transaction().execute((trx) => publishOrderEvent(trx, shop.deps, { type: 'order.paid', orderId, paymentId: 'pay_x' }));
    expect(await outboxOf(orderId)).toEqual([expect.objectContaining({ template: 'order-paid', state: 'queued', document_id: null })]);

    // Within its first 30 s the order is the payment's: the sweep leaves it.
    await issueLateInvoices(shop.deps);
    expect(await invoiceOf(orderId)).toEqual([]);

    await issueLateInvoices(shop.deps, sweepTime());
    const [invoice] = await invoiceOf(orderId);
    expect(await outboxOf(orderId)).toEqual([
      { template: 'order-paid', state: 'queued', document_id: invoice?.id, document_wait_until: null },
    ]);
    await shop.messagesSent();
    const confirmations = (await shop.mailsAbout('')).filter((mail) => mail.subject.startsWith('Payment received for your Koolers order'));
    expect(confirmations.map((mail) => mail.attachments?.map((file) => file.filename))).toEqual([[pdfName(invoice?.number)]]);
  });

  it('goes in an email of its own when the confirmation went without it (Strapi had no GST details then), once', async () => {
    await strapi.edit(() => taxedSnapshot({ supplier: null }));
    const customer = await loggedInCustomer(shop.app);
    const created = await customer.post('/api/orders/create-razorpay-order', {
      items: [{ ref: 'kooler:mango', quantity: 1 }],
      customerDetails: { ...vashiCustomer, name: 'Asha Patil', email: customer.email },
    });
    const orderId = created.body.orderId as string;
    const verified = await customer.post('/api/orders/verify-payment', await payInSandbox(shop.sandbox.url, created.body.razorpayOrderId));
    expect(verified.status).toBe(200);
    await shop.messagesSent();
    expect(await outboxOf(orderId)).toEqual([expect.objectContaining({ template: 'order-paid', state: 'sent', document_id: null })]);

    await strapi.edit(() => taxedSnapshot());
    expect(await issueLateInvoices(shop.deps, sweepTime())).toBeGreaterThanOrEqual(1);
    expect(await issueLateInvoices(shop.deps, sweepTime())).toBe(0);
    const [invoice] = await invoiceOf(orderId);
    await shop.messagesSent();
    expect((await outboxOf(orderId)).map(({ template, state, document_id }) => ({ template, state, document_id }))).toEqual([
      { template: 'order-paid', state: 'sent', document_id: null },
      { template: 'paid-invoice', state: 'sent', document_id: invoice?.id },
    ]);
    const mails = (await shop.mailsAbout(`tax invoice ${invoice?.number}`)).filter((mail) => mail.to === customer.email);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining(`Your tax invoice ${invoice?.number} for order`)]);
    expect(mails[0]?.attachments?.map((file) => file.filename)).toEqual([pdfName(invoice?.number)]);
  });
});
