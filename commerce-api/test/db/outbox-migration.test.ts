import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToJustBefore, migrateToLatest } from '../../src/db/migrate.ts';
import type { EmailMessage } from '../../src/email/mailer.ts';
import { createInvoiceService } from '../../src/invoices/invoice-service.ts';
import { sharedPdfPool } from '../../src/invoices/pdf-pool.ts';
import { createMessageSender } from '../../src/jobs/message-sender.ts';
import { insertPaidOrders } from '../invoices/paid-orders.ts';
import { taxedCatalog } from '../invoices/taxed-catalog.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

const MIGRATION = '0022-messages-outbox';
const logger = pino({ level: 'silent' });
let test: TestDb;
let orderId: string;

beforeAll(async () => {
  test = await createTestDb(':memory:', (db) => migrateToJustBefore(db, MIGRATION));
  [orderId = ''] = await insertPaidOrders(test.db, 1, 'ord_before0022');
  const { document } = await createInvoiceService({ db: test.db, catalog: taxedCatalog(), logger }).issueInvoice(orderId);
  const now = new Date().toISOString();
  // One email still waiting for its invoice's PDF when the new code is deployed, one sent long ago.
  await sql`insert into document_emails (document_id, order_id, recipient, subject, text, html, created_at, attempt_after, attempts, sent_at)
    values (${document.id}, ${orderId}, 'asha@example.in', 'Payment received', 'Thank you, Asha.', '<p>Thank you, Asha.</p>', ${now}, ${now}, 1, null),
           (${document.id}, ${orderId}, '', 'Old news', '', '', ${now}, ${now}, 1, ${now})`.execute(test.db);
  await migrateToLatest(test.db);
});
afterAll(() => test.drop());

describe(`migration ${MIGRATION}`, () => {
  it('moves an email still waiting for its PDF into the outbox, which sends it once with the PDF, as it was written', async () => {
    const rows = await test.db.selectFrom('outbox_messages').select(['template', 'recipient', 'subject', 'state', 'document_id']).execute();
    expect(rows).toEqual([
      { template: 'rendered', recipient: 'asha@example.in', subject: 'Payment received', state: 'queued', document_id: expect.any(String) },
    ]);
    const sent: EmailMessage[] = [];
    const sender = createMessageSender({
      db: test.db,
      mailer: { send: async (mail) => void sent.push(mail) },
      logger,
      pdfs: sharedPdfPool(),
    });
    expect(await sender.deliverDue()).toBe(1);
    expect(await sender.deliverDue()).toBe(0);
    expect(sent).toMatchObject([
      { to: 'asha@example.in', subject: 'Payment received', text: 'Thank you, Asha.', html: '<p>Thank you, Asha.</p>' },
    ]);
    expect(sent[0]?.attachments?.map((file) => file.contentType)).toEqual(['application/pdf']);
  });
});
