import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PdfRenderer } from '../../src/invoices/pdf-pool.ts';
import { payInSandbox } from '../support/payments.ts';
import { browser, buildTestApp, loggedInCustomer, type TestApp, vashiCustomer } from '../support/test-app.ts';
import { pdfText } from './read-pdf.ts';
import { taxedCatalog } from './taxed-catalog.ts';

/** Renders per document id, as the worker pool was asked for them. */
const renders = new Map<string, number>();
/** While set, a render waits for it: resolve to render, reject to fail. */
let hold: { promise: Promise<void>; release: () => void; fail: (error: Error) => void } | undefined;
let shop: TestApp;

function holdRenders() {
  let release = () => {};
  let fail: (error: Error) => void = () => {};
  const promise = new Promise<void>((resolve, reject) => {
    release = resolve;
    fail = reject;
  });
  // Unhandled until a render waits for it.
  promise.catch(() => {});
  hold = { promise, release, fail };
  return hold;
}

beforeAll(async () => {
  shop = await buildTestApp({
    catalog: taxedCatalog(),
    wrapPdfs: (pool): PdfRenderer => ({
      async render(document) {
        renders.set(document.id, (renders.get(document.id) ?? 0) + 1);
        if (hold) await hold.promise;
        return pool.render(document);
      },
    }),
  });
});
afterAll(() => shop.close());
afterEach(() => {
  hold = undefined;
});

/** A customer pays online for 2 Mango; the browser's verify records the payment (no webhooks here). */
async function paidOrder() {
  const customer = await loggedInCustomer(shop.app);
  const created = await customer.post('/api/orders/create-razorpay-order', {
    items: [{ ref: 'kooler:mango', quantity: 2 }],
    customerDetails: { ...vashiCustomer, name: 'Asha Patil' },
  });
  expect(created.status).toBe(201);
  const verified = await customer.post('/api/orders/verify-payment', await payInSandbox(shop.sandbox.url, created.body.razorpayOrderId));
  expect(verified.status).toBe(200);
  const orderId = created.body.orderId as string;
  const listed = await customer.get(`/api/me/orders/${orderId}/documents`);
  const [invoice] = listed.body.documents as { id: string; number: string }[];
  if (!invoice) throw new Error('no invoice issued');
  const order = (await customer.get(`/api/me/orders/${orderId}`)).body as { number: string };
  return { customer, orderId, invoice, orderNumber: order.number };
}

const storedPdfs = (documentId: string) =>
  shop.db.selectFrom('tax_document_pdfs').select(['template_version', 'pdf']).where('document_id', '=', documentId).execute();
const confirmations = (orderNumber: string) =>
  shop.mailsAboutNow(orderNumber).filter((mail) => mail.subject === `Payment received for your Koolers order ${orderNumber}`);

describe("an invoice's PDF", () => {
  it('is rendered once, off the payment: the confirmation carries it, and every download reads the stored bytes', async () => {
    const { customer, orderId, invoice, orderNumber } = await paidOrder();
    await shop.messagesSent();
    expect(renders.get(invoice.id)).toBe(1);
    const [stored, ...more] = await storedPdfs(invoice.id);
    expect(more).toEqual([]);
    const [attachment] = confirmations(orderNumber)[0]?.attachments ?? [];
    expect(Buffer.from(stored?.pdf ?? []).equals(attachment?.content ?? Buffer.alloc(0))).toBe(true);

    for (let download = 0; download < 2; download++) {
      const pdf = await customer.get(`/api/me/orders/${orderId}/documents/${invoice.id}`).responseType('blob');
      expect(pdf.status).toBe(200);
      expect(Buffer.from(pdf.body as Buffer).equals(attachment?.content ?? Buffer.alloc(0))).toBe(true);
    }
    expect(pdfText(attachment?.content ?? Buffer.alloc(0))).toContain(invoice.number);
    expect(renders.get(invoice.id)).toBe(1);
  });

  it('is not waited for by the payment; a render that fails is retried by the background sweep, and the confirmation is sent once, with it', async () => {
    const gate = holdRenders();
    const { customer, orderId, invoice, orderNumber } = await paidOrder();
    // The payment answered while its invoice's PDF was still held; the shop's own email went at once.
    expect(renders.get(invoice.id)).toBe(1);
    await vi.waitFor(() =>
      expect(shop.mailsAboutNow(orderNumber).map((mail) => mail.subject)).toContainEqual(
        expect.stringMatching(`^New order ${orderNumber}: `),
      ),
    );
    expect(confirmations(orderNumber)).toEqual([]);

    gate.fail(new Error('the worker crashed'));
    await shop.messagesSent();
    hold = undefined;
    expect(confirmations(orderNumber)).toEqual([]);
    expect(await storedPdfs(invoice.id)).toEqual([]);
    // The document is listed, and a download meanwhile renders it (holding it again: not ready yet).
    const failing = holdRenders();
    const download = customer.get(`/api/me/orders/${orderId}/documents/${invoice.id}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    failing.fail(new Error('still crashing'));
    const refused = await download;
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ code: 'pdf_not_ready', message: 'Your invoice is being prepared. Please try again in a minute.' });
    hold = undefined;

    // The outbox's sender, past the first backoff, renders it and sends the confirmation, once, whatever runs again.
    expect(await shop.deps.outbox.deliverDue(new Date(Date.now() + 31_000))).toBe(1);
    expect(await shop.deps.outbox.deliverDue(new Date(Date.now() + 10 * 60_000))).toBe(0);
    const [confirmation, ...again] = confirmations(orderNumber);
    expect(again).toEqual([]);
    expect(confirmation?.to).toBe(vashiCustomer.email);
    expect(confirmation?.attachments?.map((a) => a.filename)).toEqual([`${invoice.number.replaceAll('/', '-')}.pdf`]);
    expect(pdfText(confirmation?.attachments?.[0]?.content ?? Buffer.alloc(0))).toContain('Asha Patil');
    expect(await storedPdfs(invoice.id)).toHaveLength(1);
    const desk = await shop.db
      .selectFrom('outbox_messages')
      .select(['subject', 'state', 'params'])
      .where('order_id', '=', orderId)
      .execute();
    // Sent once, and what it was written from (personal data) is cleared once sent.
    expect(desk.filter((row) => row.subject.startsWith('Payment received'))).toEqual([
      { subject: `Payment received for your Koolers order ${orderNumber}`, state: 'sent', params: '{}' },
    ]);

    const pdf = await customer.get(`/api/me/orders/${orderId}/documents/${invoice.id}`).responseType('blob');
    expect(pdf.status).toBe(200);
    expect(renders.get(invoice.id)).toBe(3);
  });
});

describe('document downloads', () => {
  it('are limited to 30 a minute per customer, with a clear 429', async () => {
    const { customer, orderId, invoice } = await paidOrder();
    await shop.messagesSent();
    const path = `/api/me/orders/${orderId}/documents/${invoice.id}`;
    for (let download = 0; download < 30; download++) expect((await customer.get(path)).status).toBe(200);
    const refused = await customer.get(path);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body).toMatchObject({ code: 'too_many_downloads', message: 'Too many downloads. Please wait a minute and try again.' });
    // Another customer at the same address still downloads theirs.
    const other = await paidOrder();
    expect((await other.customer.get(`/api/me/orders/${other.orderId}/documents/${other.invoice.id}`)).status).toBe(200);
  });

  it("a guest's downloads count against their order and their address", async () => {
    const guest = browser(shop.app, '198.51.100.77');
    expect((await guest.post('/api/auth/guest', {})).status).toBe(201);
    const created = await guest.post(
      '/api/orders/create-razorpay-order',
      { items: [{ ref: 'kooler:mango', quantity: 1 }], customerDetails: { ...vashiCustomer, email: 'guest.pdf@example.in' } },
      { 'Idempotency-Key': 'guest-pdf-limit-1' },
    );
    expect(created.status).toBe(201);
    const { orderId, orderKey } = created.body as { orderId: string; orderKey: string };
    expect(
      (await guest.post('/api/orders/verify-payment', await payInSandbox(shop.sandbox.url, created.body.razorpayOrderId))).status,
    ).toBe(200);
    const listed = await request(shop.app).get(`/api/guest-orders/${orderId}/documents`).set('Order-Key', orderKey);
    const [invoice] = listed.body.documents as { id: string }[];
    const download = () =>
      request(shop.app)
        .get(`/api/guest-orders/${orderId}/documents/${invoice?.id}`)
        .set('Order-Key', orderKey)
        .set('X-Forwarded-For', '198.51.100.78');
    for (let n = 0; n < 30; n++) expect((await download()).status).toBe(200);
    expect((await download()).status).toBe(429);
  });
});
