import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../src/db/database.ts';
import { createInvoiceService } from '../../src/invoices/invoice-service.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';
import { insertPaidOrders } from './paid-orders.ts';
import { taxedCatalog } from './taxed-catalog.ts';

const ORDERS = 240;
const logger = pino({ level: 'silent' });
let test: TestDb;
/** A second, independent set of connections to the same database: another API process. */
let other: Db;

beforeAll(async () => {
  test = await createTestDb();
  // On PostgreSQL a second pool of connections stands for a second API process. SQLite is one
  // process's database (better-sqlite3 waits for a lock synchronously, so two connections in one
  // process would wait on each other): there the two issuers share its connection.
  other = test.location.kind === 'postgres' ? createDatabase({ kind: 'postgres', url: test.location.url }) : test.db;
  await insertPaidOrders(test.db, ORDERS, 'ord_numbering');
});
afterAll(async () => {
  if (other !== test.db) await other.destroy();
  await test.drop();
});

describe('invoice numbers under concurrency', () => {
  it('two API processes issuing hundreds of invoices at once, each order twice, leave no gap and no duplicate', async () => {
    const processes = [test.db, other].map((db) => createInvoiceService({ db, catalog: taxedCatalog(), logger }));
    const orderIds = Array.from({ length: ORDERS }, (_, index) => `ord_numbering${String(index).padStart(5, '0')}`);
    // Every order is issued by both processes at the same moment (verify and webhook on two replicas).
    const results = await Promise.all(orderIds.flatMap((orderId) => processes.map((service) => service.issueInvoice(orderId))));

    const rows = await test.db
      .selectFrom('tax_documents')
      .select(['order_id', 'serial', 'number', 'series'])
      .where('kind', '=', 'invoice')
      .execute();
    expect(rows).toHaveLength(ORDERS);
    expect(new Set(rows.map((row) => row.order_id)).size).toBe(ORDERS);
    expect(new Set(rows.map((row) => row.series)).size).toBe(1);
    const serials = rows.map((row) => Number(row.serial)).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: ORDERS }, (_, index) => index + 1));
    expect(new Set(rows.map((row) => row.number)).size).toBe(ORDERS);
    // Each order was issued now by exactly one of its two calls; both calls answer the same invoice.
    expect(results.filter((result) => result.issuedNow)).toHaveLength(ORDERS);
    for (let index = 0; index < results.length; index += 2) expect(results[index]?.document.id).toBe(results[index + 1]?.document.id);
    const [series] = new Set(rows.map((row) => row.series));
    const counter = await test.db
      .selectFrom('number_series')
      .select('last_value')
      .where('name', '=', String(series))
      .executeTakeFirstOrThrow();
    expect(Number(counter.last_value)).toBe(ORDERS);
  });

  it('credit notes of many refunds at once keep their own gap-free series and never credit more than the invoice', async () => {
    const processes = [test.db, other].map((db) => createInvoiceService({ db, catalog: taxedCatalog(), logger }));
    const orderIds = Array.from({ length: 40 }, (_, index) => `ord_numbering${String(index).padStart(5, '0')}`);
    // Four refunds of ₹30 per ₹100 order, from both processes at once: the fourth gets only the ₹10 left.
    await Promise.all(
      orderIds.flatMap((orderId) =>
        [0, 1, 2, 3].map((n) =>
          processes[n % 2]?.issueCreditNote(orderId, { kind: 'refund', refundId: `rfd_${orderId}_${n}`, amountPaise: 3_000 }),
        ),
      ),
    );
    const notes = await test.db
      .selectFrom('tax_documents')
      .select(['order_id', 'serial', 'total_paise'])
      .where('kind', '=', 'credit_note')
      .execute();
    expect(notes).toHaveLength(160);
    expect(notes.map((note) => Number(note.serial)).sort((a, b) => a - b)).toEqual(Array.from({ length: 160 }, (_, index) => index + 1));
    for (const orderId of orderIds) {
      const credited = notes.filter((note) => note.order_id === orderId).map((note) => Number(note.total_paise));
      expect(credited.reduce((a, b) => a + b, 0)).toBe(10_000);
      expect(credited.sort((a, b) => a - b)).toEqual([1_000, 3_000, 3_000, 3_000]);
    }
  });
});
