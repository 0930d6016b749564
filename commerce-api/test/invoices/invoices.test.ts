import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { formatOrderNumber } from '@koolers/contracts/order-number';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYear, indiaDate } from '../../src/invoices/numbering.ts';
import { type Staff, signedInStaff } from '../support/desk.ts';
import { payInSandbox } from '../support/payments.ts';
import { freePort } from '../support/ports.ts';
import { browser, buildTestApp, keys, loggedInCustomer, PASSWORD, type TestApp, vashiCustomer } from '../support/test-app.ts';
import { pdfText, printedAmount, printedLines } from './read-pdf.ts';
import { SUPPLIER, taxedCatalog } from './taxed-catalog.ts';

let shop: TestApp;
let server: Server;
let owner: Staff;
let staff: Staff;
const fy = financialYear(indiaDate(new Date()));

beforeAll(async () => {
  // The API listens on a real port: the sandbox delivers its webhooks (payments, refunds) there.
  const port = await freePort();
  shop = await buildTestApp({ catalog: taxedCatalog(), webhookUrl: `http://127.0.0.1:${port}/api/payments/webhook` });
  server = createServer(shop.app).listen(port, '127.0.0.1');
  owner = await signedInStaff(shop, 'owner');
  staff = await signedInStaff(shop, 'staff');
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await shop.close();
});

type Customer = Awaited<ReturnType<typeof loggedInCustomer>>;

/** A customer with a Marathi name pays online for 2 Mango and a Virgin Coconut Oil 250 ML. */
async function paidOnlineOrder(customer?: Customer, pageLanguage = 'en-IN') {
  const buyer = customer ?? (await loggedInCustomer(shop.app));
  const created = await buyer.post(
    '/api/orders/create-razorpay-order',
    {
      items: [
        { ref: 'kooler:mango', quantity: 2 },
        { ref: 'product:virgin-coconut-oil', size: '250 ML', quantity: 1 },
      ],
      customerDetails: { ...vashiCustomer, name: 'प्रिया देशमुख' },
    },
    { 'Accept-Language': pageLanguage },
  );
  expect(created.status).toBe(201);
  const paid = await payInSandbox(shop.sandbox.url, created.body.razorpayOrderId);
  // The browser's verify races the sandbox's webhooks (payment.captured, order.paid).
  expect((await buyer.post('/api/orders/verify-payment', paid)).status).toBe(200);
  await shop.sandbox.state.webhooksIdle();
  return { customer: buyer, orderId: created.body.orderId as string, paymentId: paid.razorpay_payment_id };
}

async function documents(orderId: string) {
  const answer = await staff.get(`/orders/${orderId}/documents`);
  expect(answer.status).toBe(200);
  return answer.body.documents as { id: string; kind: string; number: string; issueDate: string; totalPaise: number }[];
}

/** The order's number as people read it (`KC-1043`). */
async function orderNumber(orderId: string) {
  const order = await shop.deps.db.selectFrom('orders').select('number').where('id', '=', orderId).executeTakeFirstOrThrow();
  return formatOrderNumber(Number(order.number));
}

async function deskPdf(orderId: string, documentId: string) {
  const answer = await staff.get(`/orders/${orderId}/documents/${documentId}`).responseType('blob');
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toBe('application/pdf');
  return answer.body as Buffer;
}

describe('an order paid online', () => {
  it('gets one Rule 46 invoice, whatever the race between verify and the webhooks, read back from its PDF to the paisa', async () => {
    const { customer, orderId } = await paidOnlineOrder();
    const [invoice, ...others] = await documents(orderId);
    expect(others).toEqual([]);
    expect(invoice?.kind).toBe('invoice');
    expect(invoice?.number).toMatch(new RegExp(`^KI/${fy}/\\d{5}$`));
    expect(invoice?.number.length).toBeLessThanOrEqual(16);
    expect(invoice?.totalPaise).toBe(59_900);

    const pdf = await customer.get(`/api/me/orders/${orderId}/documents/${invoice?.id}`).responseType('blob');
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${invoice?.number.replaceAll('/', '-')}.pdf"`);
    const text = pdfText(pdf.body);
    // Supplier: name, address, GSTIN; the document's serial and date.
    expect(text).toContain('Tax invoice');
    expect(text).toContain(SUPPLIER.legalName);
    expect(text).toContain('Shop No. 12, Palm Beach Galleria, Sector 17, Vashi, Navi');
    expect(text).toContain(`GSTIN: ${SUPPLIER.gstin}`);
    expect(text).toMatch(new RegExp(`Invoice number:\\s+${invoice?.number}`));
    expect(text).toMatch(/Invoice date:\s+\d{1,2} \w+ \d{4}/);
    expect(text).toMatch(new RegExp(`Order:\\s+${await orderNumber(orderId)}\\s`));
    // Recipient, as typed in Devanagari, and the delivery address with its state and code.
    expect(pdfText(pdf.body, false)).toContain('प्रिया देशमुख');
    expect(text).toContain(`${vashiCustomer.address}, 400703`);
    expect(text).toContain('State: Maharashtra, code 27');
    // Place of supply, reverse charge, signature.
    expect(text).toMatch(/Place of supply:\s+Maharashtra \(27\)/);
    expect(text).toMatch(/Tax payable on reverse charge:\s+No/);
    expect(text).toContain(`For ${SUPPLIER.legalName}`);
    expect(text).toContain('Authorised signatory');

    // Per line: description, HSN, quantity and unit, value, discount, taxable value, rate, CGST + SGST.
    const lines = printedLines(text, 2);
    expect(lines.map((l) => [l.description, l.hsn, l.quantity, l.unit, l.ratePercent])).toEqual([
      ['Mango', '22029920', 2, 'BTL', 12],
      ['Virgin Coconut Oil', '15131900', 1, 'NOS', 5],
    ]);
    for (const line of lines) {
      expect(line.valuePaise).toBe(line.quantity * line.pricePaise);
      expect(line.valuePaise - line.discountPaise).toBe(line.totalPaise);
      expect(line.taxes[0]).toBe(line.taxes[1]);
      expect(line.taxablePaise + (line.taxes[0] ?? 0) + (line.taxes[1] ?? 0)).toBe(line.totalPaise);
    }
    // ₹200 at 12 %: ₹178.58 + ₹10.71 + ₹10.71; ₹399 at 5 %: ₹380.00 + ₹9.50 + ₹9.50.
    expect(lines.map((l) => [l.taxablePaise, ...l.taxes])).toEqual([
      [17_858, 1_071, 1_071],
      [38_000, 950, 950],
    ]);
    const taxable = printedAmount(text, 'Taxable value');
    const cgst = printedAmount(text, 'CGST');
    const sgst = printedAmount(text, 'SGST');
    expect(taxable).toBe(lines.reduce((sum, l) => sum + l.taxablePaise, 0));
    expect(cgst).toBe(2_021);
    expect(sgst).toBe(cgst);
    expect(printedAmount(text, 'Invoice total (GST included)')).toBe(59_900);
    expect((taxable ?? 0) + (cgst ?? 0) + (sgst ?? 0)).toBe(59_900);
  });

  it('is printed in Marathi for an order placed from a Marathi page, each legal particular with its English beside it', async () => {
    const { customer, orderId } = await paidOnlineOrder(undefined, 'mr');
    const [invoice] = await documents(orderId);
    const pdf = await customer.get(`/api/me/orders/${orderId}/documents/${invoice?.id}`).responseType('blob');
    const text = pdfText(pdf.body, false);
    for (const label of [
      'कर बीजक / Tax invoice',
      `बीजक क्रमांक / Invoice number:`,
      'पुरवठ्याचे ठिकाण / Place of supply:',
      'बीजकाची एकूण रक्कम (जीएसटीसह) / Invoice total (GST included)',
      'अधिकृत स्वाक्षरीकर्ता / Authorised signatory',
    ]) {
      expect(text).toContain(label);
    }
    expect(text).toContain(invoice?.number);
    // Its goods as the order named them in Marathi, with the English the shop's returns read.
    expect(text).toContain('आंबा / Mango');
    // Its date in Marathi, with the digits its amounts have.
    expect(text).toMatch(
      /\d{1,2} (जानेवारी|फेब्रुवारी|मार्च|एप्रिल|मे|जून|जुलै|ऑगस्ट|सप्टेंबर|ऑक्टोबर|नोव्हेंबर|डिसेंबर), \d{4}|\d{1,2} (जानेवारी|फेब्रुवारी|मार्च|एप्रिल|मे|जून|जुलै|ऑगस्ट|सप्टेंबर|ऑक्टोबर|नोव्हेंबर|डिसेंबर) \d{4}/,
    );
    expect(text).toContain('599.00');
  });

  it('sends the invoice with the confirmation email, and a repeated webhook issues nothing more', async () => {
    const { orderId, paymentId } = await paidOnlineOrder();
    // The confirmation waits for the invoice's PDF, rendered in the worker pool after the payment answered.
    await shop.messagesSent();
    const confirmation = (await shop.mailsAbout(await orderNumber(orderId))).find((mail) => mail.attachments?.length);
    const [invoice] = await documents(orderId);
    expect(confirmation?.attachments?.map((a) => [a.filename, a.contentType])).toEqual([
      [`${invoice?.number.replaceAll('/', '-')}.pdf`, 'application/pdf'],
    ]);
    expect(pdfText(confirmation?.attachments?.[0]?.content ?? Buffer.alloc(0))).toContain(invoice?.number);

    const order = await shop.deps.db.selectFrom('orders').select('razorpay_order_id').where('id', '=', orderId).executeTakeFirstOrThrow();
    for (const event of ['payment.captured', 'order.paid']) {
      const answer = await signedWebhook({
        event,
        payload: {
          payment: {
            entity: {
              id: paymentId,
              order_id: order.razorpay_order_id,
              amount: 59_900,
              currency: 'INR',
              status: 'captured',
              captured: true,
            },
          },
        },
      });
      expect(answer.status).toBe(200);
    }
    expect(await documents(orderId)).toHaveLength(1);
  });

  it('is not the business of another customer, nor of a visitor', async () => {
    const { orderId } = await paidOnlineOrder();
    const [invoice] = await documents(orderId);
    const stranger = await loggedInCustomer(shop.app);
    expect((await stranger.get(`/api/me/orders/${orderId}/documents`)).status).toBe(404);
    expect((await stranger.get(`/api/me/orders/${orderId}/documents/${invoice?.id}`)).status).toBe(404);
    expect((await request(shop.app).get(`/api/me/orders/${orderId}/documents/${invoice?.id}`)).status).toBe(401);
    expect((await request(shop.app).get(`/api/admin/orders/${orderId}/documents/${invoice?.id}`)).status).toBe(401);
    // A document of another order is not found under this one.
    const other = await paidOnlineOrder(stranger);
    expect((await stranger.get(`/api/me/orders/${other.orderId}/documents/${invoice?.id}`)).status).toBe(404);
  });

  it("a guest downloads the invoice through the order's link, and the link's key opens no other order's", async () => {
    const guest = browser(shop.app, '198.51.100.46');
    expect((await guest.post('/api/auth/guest', {})).status).toBe(201);
    const created = await guest.post(
      '/api/orders/create-razorpay-order',
      {
        items: [{ ref: 'kooler:mango', quantity: 1 }],
        customerDetails: { ...vashiCustomer, name: 'Ananya Rao', email: 'ananya.guest@example.in', phone: '98330 12345' },
      },
      { 'Idempotency-Key': `guest-invoice-${randomUUID()}` },
    );
    expect(created.status).toBe(201);
    const { orderId, orderKey } = created.body as { orderId: string; orderKey: string };
    const paid = await payInSandbox(shop.sandbox.url, created.body.razorpayOrderId);
    expect((await guest.post('/api/orders/verify-payment', paid)).status).toBe(200);
    await shop.sandbox.state.webhooksIdle();

    const listed = await request(shop.app).get(`/api/guest-orders/${orderId}/documents`).set('Order-Key', orderKey);
    expect(listed.status).toBe(200);
    const [invoice] = listed.body.documents as { id: string; kind: string; number: string }[];
    expect(invoice).toMatchObject({ kind: 'invoice', number: expect.stringMatching(/\S/) });
    const pdf = await request(shop.app)
      .get(`/api/guest-orders/${orderId}/documents/${invoice?.id}`)
      .set('Order-Key', orderKey)
      .responseType('blob');
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdfText(pdf.body as Buffer)).toContain('Ananya Rao');

    // Without the key, with a changed key, or with this key on another order: not found.
    expect((await request(shop.app).get(`/api/guest-orders/${orderId}/documents`)).status).toBe(404);
    const changed = `${orderKey.slice(0, -1)}${orderKey.endsWith('A') ? 'B' : 'A'}`;
    expect((await request(shop.app).get(`/api/guest-orders/${orderId}/documents`).set('Order-Key', changed)).status).toBe(404);
    const other = await paidOnlineOrder();
    const [otherInvoice] = await documents(other.orderId);
    const foreign = request(shop.app).get(`/api/guest-orders/${other.orderId}/documents/${otherInvoice?.id}`).set('Order-Key', orderKey);
    expect((await foreign).status).toBe(404);
  });
});

describe('a cash-on-delivery order', () => {
  it('gets its invoice when the desk marks it delivered, emailed to the customer; delivered to Goa it pays IGST', async () => {
    const customer = await loggedInCustomer(shop.app);
    const placed = await customer.post('/api/orders/cod', {
      items: [{ ref: 'kooler:tender-coconut', quantity: 3 }],
      customerDetails: { ...vashiCustomer, name: 'Rohan Naik', address: 'House 7, Fontainhas, Panaji', pincode: '403001' },
    });
    expect(placed.status).toBe(201);
    const orderId = placed.body.orderId as string;
    for (const status of ['confirmed', 'out_for_delivery']) {
      expect((await staff.put(`/orders/${orderId}/status`, { status })).status).toBe(200);
      expect(await documents(orderId)).toEqual([]);
    }
    expect((await staff.put(`/orders/${orderId}/status`, { status: 'delivered' })).status).toBe(200);
    const [invoice] = await documents(orderId);
    expect(invoice?.kind).toBe('invoice');

    const text = pdfText(await deskPdf(orderId, invoice?.id ?? ''));
    expect(text).toContain('Rohan Naik');
    expect(text).toContain('House 7, Fontainhas, Panaji, 403001');
    expect(text).toContain('State: Goa, code 30');
    expect(text).toMatch(/Place of supply:\s+Goa \(30\)/);
    expect(text).toMatch(/Tax payable on reverse charge:\s+No/);
    expect(text).not.toContain('CGST');
    // ₹300 at 5 %: IGST ₹14.29, taxable ₹285.71.
    const [line] = printedLines(text, 1);
    expect(line).toMatchObject({
      description: 'Tender Coconut',
      hsn: '22029090',
      quantity: 3,
      unit: 'BTL',
      ratePercent: 5,
      taxablePaise: 28_571,
      taxes: [1_429],
    });
    expect(printedAmount(text, 'IGST')).toBe(1_429);
    expect(printedAmount(text, 'Invoice total (GST included)')).toBe(30_000);

    expect(text).toMatch(new RegExp(`Order:\\s+${await orderNumber(orderId)}\\s`));

    await shop.messagesSent();
    const email = (await shop.mailsAbout(await orderNumber(orderId))).find((mail) => mail.subject.includes(invoice?.number ?? '—'));
    expect(email?.subject).toContain(`for order ${await orderNumber(orderId)}`);
    expect(email?.attachments?.[0]?.filename).toBe(`${invoice?.number.replaceAll('/', '-')}.pdf`);
  });
});

describe('a customer who deletes their account', () => {
  it('keeps the invoices issued to them as issued, and the deletion email says so', async () => {
    const { customer, orderId } = await paidOnlineOrder();
    // Cancelled after paying: its invoice and the credit note taking it back.
    expect((await staff.put(`/orders/${orderId}/status`, { status: 'cancelled', reason: 'Out of mangoes today' })).status).toBe(200);
    const [invoice, credit] = await documents(orderId);
    expect(credit?.kind).toBe('credit_note');
    const deleted = await customer.post('/api/me/delete-account', { password: PASSWORD });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);

    const order = await shop.deps.db.selectFrom('orders').select('customer_name').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.customer_name).not.toBe('प्रिया देशमुख');
    expect(pdfText(await deskPdf(orderId, invoice?.id ?? ''), false)).toContain('प्रिया देशमुख');
    const notice = (await shop.mailsAbout('we have deleted your Koolers account')).find((mail) => mail.to === customer.email);
    expect(notice?.text).toContain(
      'Only the tax invoices and credit notes issued for them keep the name and delivery address they were made out to, unchanged, for the six years GST law asks us to keep them.',
    );
  });
});

describe('credit notes', () => {
  it('a refund issues a credit note against the invoice in its own series; the refunds together credit the invoice exactly', async () => {
    const { orderId } = await paidOnlineOrder();
    await refund(orderId, 10_000);
    await refund(orderId);
    const [invoice, first, second, ...rest] = await documents(orderId);
    expect(rest).toEqual([]);
    expect([first?.kind, second?.kind]).toEqual(['credit_note', 'credit_note']);
    expect(first?.number).toMatch(new RegExp(`^KCN/${fy}/\\d{5}$`));
    expect([first?.totalPaise, second?.totalPaise]).toEqual([10_000, 49_900]);

    const text = pdfText(await deskPdf(orderId, first?.id ?? ''));
    expect(text).toContain('Credit note');
    expect(text).toMatch(new RegExp(`Credit note number:\\s+${first?.number}`));
    expect(text).toMatch(new RegExp(`Against invoice:\\s+${invoice?.number} of`));
    expect(text).toContain(`GSTIN: ${SUPPLIER.gstin}`);
    expect(printedAmount(text, 'Total credited (GST included)')).toBe(10_000);

    const stored = await shop.deps.db.selectFrom('tax_documents').selectAll().where('order_id', '=', orderId).orderBy('serial').execute();
    const sum = (kind: string, pick: (row: (typeof stored)[number]) => number) =>
      stored.filter((row) => row.kind === kind).reduce((total, row) => total + Number(pick(row)), 0);
    for (const pick of [
      (r: (typeof stored)[number]) => r.taxable_paise,
      (r: (typeof stored)[number]) => r.cgst_paise,
      (r: (typeof stored)[number]) => r.sgst_paise,
    ]) {
      expect(sum('credit_note', pick)).toBe(sum('invoice', pick));
    }
  });

  it('a paid order cancelled gets a full credit note, and its refund credits nothing twice', async () => {
    const { orderId } = await paidOnlineOrder();
    const cancelled = await staff.put(`/orders/${orderId}/status`, { status: 'cancelled', reason: 'Out of mangoes today' });
    expect(cancelled.status).toBe(200);
    const [, credit] = await documents(orderId);
    expect(credit).toMatchObject({ kind: 'credit_note', totalPaise: 59_900 });
    const text = pdfText(await deskPdf(orderId, credit?.id ?? ''));
    expect(text).toMatch(/Reason:\s+Order cancelled: Out of\s+mangoes today/);
    await shop.messagesSent();
    const email = (await shop.mailsAbout(await orderNumber(orderId))).find((mail) => mail.subject.toLowerCase().includes('cancel'));
    expect(email?.attachments?.[0]?.filename).toBe(`${credit?.number.replaceAll('/', '-')}.pdf`);

    await refund(orderId);
    expect(await documents(orderId)).toHaveLength(2);
  });
});

describe("the accountant's export", () => {
  it("lists this month's invoices and credit notes, a row per document and rate, GSTR-1 style", async () => {
    const { orderId } = await paidOnlineOrder();
    const [invoice] = await documents(orderId);
    const month = (invoice?.issueDate ?? '').slice(0, 7);
    const csv = await staff.get(`/tax-documents.csv?month=${month}`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(
      '"Document type","Number","Date","Original invoice number","Original invoice date","Recipient","Place of supply","Reverse charge","Rate (%)","Taxable value (₹)","CGST (₹)","SGST (₹)","IGST (₹)","Cess (₹)","Document value (₹)"',
    );
    const date = `${month.slice(5)}`;
    const ours = rows.filter((row) => row.includes(`"${invoice?.number}"`));
    expect(ours).toEqual([
      expect.stringMatching(
        new RegExp(
          `^"Invoice","${invoice?.number}","\\d{2}-${date}-\\d{4}","","","प्रिया देशमुख","27-Maharashtra","N","5","380.00","9.50","9.50","0.00","0.00","599.00"$`,
        ),
      ),
      expect.stringMatching(new RegExp(`^"Invoice","${invoice?.number}",.*"12","178.58","10.71","10.71","0.00","0.00","599.00"$`)),
    ]);
    expect(rows.some((row) => row.startsWith('"Credit note"'))).toBe(true);
    expect((await staff.get('/tax-documents.csv?month=2026-13')).status).toBe(400);
    expect((await request(shop.app).get(`/api/admin/tax-documents.csv?month=${month}`)).status).toBe(401);
  });
});

/** The owner refunds (all that is left, or an amount) and Razorpay's refund.processed arrives. */
async function refund(orderId: string, amountPaise?: number) {
  const answer = await owner.post(`/orders/${orderId}/refunds`, {
    idempotencyKey: randomUUID(),
    reason: 'Customer asked',
    ...(amountPaise ? { amountPaise } : {}),
  });
  expect(answer.status).toBe(202);
  await shop.sandbox.state.webhooksIdle();
  const row = await shop.deps.db.selectFrom('refunds').select('status').where('id', '=', answer.body.refund.id).executeTakeFirstOrThrow();
  expect(row.status).toBe('processed');
}

function signedWebhook(body: object) {
  const raw = JSON.stringify({ entity: 'event', ...body, created_at: Math.floor(Date.now() / 1000) });
  return request(shop.app)
    .post('/api/payments/webhook')
    .set('Content-Type', 'application/json')
    .set('X-Razorpay-Signature', createHmac('sha256', keys.webhookSecret).update(raw).digest('hex'))
    .set('x-razorpay-event-id', `evt_${randomUUID()}`)
    .send(raw);
}
