import { type Kysely, SqliteAdapter, sql } from 'kysely';
import { idType } from './column-types.ts';

/**
 * tax_document_pdfs: a tax document's PDF, rendered once (in a worker thread) and kept, under the
 * layout's version (`PDF_TEMPLATE_VERSION`): a download is a read. Like the document it prints, a
 * stored PDF is never changed nor deleted; a new layout adds rows under its own version.
 *
 * document_emails: an email that carries a tax document's PDF, waiting for it. The moment that
 * issues the document (a payment, a refund, a cancellation, a cash order delivered) stores the email
 * and answers at once; the PDF is rendered off the request, and the email sent once with it. Its
 * words and address are cleared once it is sent; the background sweep sends what is still waiting.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable('tax_document_pdfs')
    .addColumn('document_id', 'text', (col) => col.notNull().references('tax_documents.id'))
    .addColumn('template_version', 'integer', (col) => col.notNull())
    .addColumn('pdf', sqlite ? 'blob' : 'bytea', (col) => col.notNull())
    .addColumn('rendered_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('tax_document_pdfs_pk', ['document_id', 'template_version'])
    .execute();
  if (sqlite) {
    for (const event of ['UPDATE', 'DELETE']) {
      const trigger = `CREATE TRIGGER tax_document_pdfs_no_${event.toLowerCase()} BEFORE ${event} ON tax_document_pdfs`;
      await sql.raw(`${trigger} BEGIN SELECT RAISE(ABORT, 'issued tax documents are never changed'); END`).execute(db);
    }
  } else {
    await sql`CREATE TRIGGER tax_document_pdfs_issued_only BEFORE UPDATE OR DELETE ON tax_document_pdfs
      FOR EACH ROW EXECUTE FUNCTION tax_documents_issued_only()`.execute(db);
  }

  await db.schema
    .createTable('document_emails')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('document_id', 'text', (col) => col.notNull().references('tax_documents.id'))
    .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id'))
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('html', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    // Not tried again before then: set while one process sends it, and after a failure.
    .addColumn('attempt_after', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('document_emails_waiting')
    .on('document_emails')
    .column('attempt_after')
    .where(sql.ref('sent_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('document_emails').execute();
  await db.schema.dropTable('tax_document_pdfs').execute();
}
