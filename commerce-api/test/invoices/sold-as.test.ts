import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogItem, CatalogSnapshot } from '../../src/catalog/catalog-snapshot.ts';
import { type Staff, signedInStaff } from '../support/desk.ts';
import { buildTestApp, loggedInCustomer, type TestApp, vashiCustomer } from '../support/test-app.ts';
import { pdfText, printedLines } from './read-pdf.ts';
import { editableCatalog, taxedSnapshot } from './taxed-catalog.ts';

// Issue 31: an invoice shows what was sold, whatever Strapi holds when the order is delivered.
let shop: TestApp;
let staff: Staff;
const strapi = editableCatalog();

beforeAll(async () => {
  shop = await buildTestApp({ catalog: strapi.catalog });
  staff = await signedInStaff(shop, 'staff');
});
afterAll(() => shop.close());
// Each test starts from the catalogue as seeded.
afterEach(() => strapi.edit(() => taxedSnapshot()));

/** Strapi's catalogue with one item changed (or removed, given undefined). */
function withItem(ref: string, change: (item: CatalogItem) => CatalogItem | undefined) {
  return (snapshot: CatalogSnapshot): CatalogSnapshot => {
    const items = new Map(snapshot.items);
    const item = items.get(ref);
    const changed = item ? change(item) : undefined;
    if (changed) items.set(ref, changed);
    else items.delete(ref);
    return { ...snapshot, items };
  };
}

async function placeCod(items: { ref: string; size?: string; quantity: number }[]) {
  const customer = await loggedInCustomer(shop.app);
  const placed = await customer.post('/api/orders/cod', { items, customerDetails: vashiCustomer });
  expect(placed.status).toBe(201);
  return placed.body.orderId as string;
}

/** The desk delivers the order; the lines of the invoice that delivery issues, read from its PDF. */
async function deliverAndReadInvoice(orderId: string) {
  for (const status of ['confirmed', 'out_for_delivery', 'delivered']) {
    expect((await staff.put(`/orders/${orderId}/status`, { status })).status).toBe(200);
  }
  const listed = await staff.get(`/orders/${orderId}/documents`);
  const [invoice] = listed.body.documents as { id: string; kind: string }[];
  expect(invoice?.kind).toBe('invoice');
  const pdf = await staff.get(`/orders/${orderId}/documents/${invoice?.id}`).responseType('blob');
  expect(pdf.status).toBe(200);
  return printedLines(pdfText(pdf.body as Buffer), 2).map((l) => [l.description, l.hsn, l.quantity, l.unit, l.ratePercent]);
}

describe('a cash-on-delivery order', () => {
  it('is invoiced with the HSN code and rate it was sold with, though its item left the catalogue before delivery', async () => {
    const orderId = await placeCod([{ ref: 'kooler:mango', quantity: 2 }]);
    await strapi.edit(withItem('kooler:mango', () => undefined));
    expect(await deliverAndReadInvoice(orderId)).toEqual([['Mango', '22029920', 2, 'BTL', 12]]);
  });

  it('keeps the rate and HSN code of the sale when the accountant changes them in Strapi before delivery', async () => {
    const orderId = await placeCod([{ ref: 'product:virgin-coconut-oil', size: '250 ML', quantity: 1 }]);
    await strapi.edit(
      withItem('product:virgin-coconut-oil', (item) => ({
        ...item,
        sizeTax: new Map([['250 ML', { hsn: '15131100', ratePercent: 18 }]]),
      })),
    );
    expect(await deliverAndReadInvoice(orderId)).toEqual([['Virgin Coconut Oil', '15131900', 1, 'NOS', 5]]);
  });

  it('a line sold while Strapi had no tax details for it takes those Strapi holds at delivery, as before', async () => {
    await strapi.edit(withItem('kooler:tender-coconut', (item) => ({ ...item, tax: null })));
    const orderId = await placeCod([{ ref: 'kooler:tender-coconut', quantity: 1 }]);
    const line = await shop.deps.db
      .selectFrom('order_lines')
      .select(['hsn', 'gst_rate_percent', 'unit'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(line).toEqual({ hsn: null, gst_rate_percent: null, unit: null });
    // The accountant fills them in before the order is delivered.
    await strapi.edit(() => taxedSnapshot());
    expect(await deliverAndReadInvoice(orderId)).toEqual([['Tender Coconut', '22029090', 1, 'BTL', 5]]);
  });
});
