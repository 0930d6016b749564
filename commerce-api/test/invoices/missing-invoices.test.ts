import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvoiceService, LATE_AFTER_MS } from '../../src/invoices/invoice-service.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';
import { insertPaidOrders } from './paid-orders.ts';
import { taxedCatalog, taxedSnapshot } from './taxed-catalog.ts';

const logger = pino({ level: 'silent' });
let test: TestDb;
beforeAll(async () => {
  test = await createTestDb();
});
afterAll(() => test.drop());

describe('invoices still missing', () => {
  it('an order paid while Strapi had no GST details gets its invoice from the background sweep once they are back; an old order is left to the accountant', async () => {
    const [recent] = await insertPaidOrders(test.db, 1, 'ord_sweeprecent');
    const [old] = await insertPaidOrders(test.db, 1, 'ord_sweepold', new Date(Date.now() - 5 * 24 * 3_600_000));
    const withoutDetails = createInvoiceService({ db: test.db, catalog: taxedCatalog(taxedSnapshot({ supplier: null })), logger });
    await expect(withoutDetails.issueInvoice(recent ?? '')).rejects.toThrow(/no published GST details/);
    const sweep = new Date(Date.now() + 2 * LATE_AFTER_MS);
    expect(await withoutDetails.issueMissingInvoices(sweep)).toEqual([]);

    const service = createInvoiceService({ db: test.db, catalog: taxedCatalog(), logger });
    // Its first 30 s, an order is left to the payment recording it, which issues its invoice itself.
    expect(await service.issueMissingInvoices()).toEqual([]);
    expect(await service.issueMissingInvoices(sweep)).toHaveLength(1);
    expect((await service.documentsOfOrder(recent ?? '')).map((d) => d.kind)).toEqual(['invoice']);
    expect(await service.documentsOfOrder(old ?? '')).toEqual([]);
    expect(await service.issueMissingInvoices(sweep)).toEqual([]);
  });
});
