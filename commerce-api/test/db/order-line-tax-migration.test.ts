import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToJustBefore, migrateToLatest } from '../../src/db/migrate.ts';
import { createInvoiceService } from '../../src/invoices/invoice-service.ts';
import { insertPaidOrders } from '../invoices/paid-orders.ts';
import { taxedCatalog } from '../invoices/taxed-catalog.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

const MIGRATION = '0019-order-line-tax';
let test: TestDb;
let before: string[];

beforeAll(async () => {
  test = await createTestDb(':memory:', (db) => migrateToJustBefore(db, MIGRATION));
  before = await insertPaidOrders(test.db, 1, 'ord_before0019');
  await migrateToLatest(test.db);
});
afterAll(() => test.drop());

describe(`migration ${MIGRATION}`, () => {
  it('leaves the lines of orders placed before it without tax details, and their invoice still takes them from Strapi', async () => {
    const [orderId = ''] = before;
    const lines = await test.db
      .selectFrom('order_lines')
      .select(['hsn', 'gst_rate_percent', 'unit'])
      .where('order_id', '=', orderId)
      .execute();
    expect(lines).toEqual([{ hsn: null, gst_rate_percent: null, unit: null }]);

    const invoices = createInvoiceService({ db: test.db, catalog: taxedCatalog(), logger: pino({ level: 'silent' }) });
    const { document } = await invoices.issueInvoice(orderId);
    expect(document.lines.map((line) => [line.description, line.hsn, line.unit, line.ratePercent])).toEqual([
      ['Mango', '22029920', 'BTL', 12],
    ]);
  });
});
