import { type Kysely, SqliteAdapter, sql } from 'kysely';
import { idType } from './column-types.ts';

/**
 * GST tax invoices and credit notes: what was issued, exactly as issued (supplier, recipient, place
 * of supply, lines and their tax), never recomputed from a later catalogue. Their serials come from
 * `number_series` (one row per series and financial year, see db/series.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable('tax_documents')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('number', 'text', (col) => col.notNull().unique())
    .addColumn('series', 'text', (col) => col.notNull())
    .addColumn('serial', 'integer', (col) => col.notNull())
    // What made it, once: `invoice:<order>`, `refund:<refund>`, `cancellation:<order>`.
    .addColumn('issue_key', 'text', (col) => col.notNull().unique())
    .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id'))
    // As printed: `KC-1043`.
    .addColumn('order_number', 'text', (col) => col.notNull())
    .addColumn('invoice_id', 'text', (col) => col.references('tax_documents.id'))
    .addColumn('reason', 'text')
    .addColumn('issued_at', 'text', (col) => col.notNull())
    .addColumn('issue_date', 'text', (col) => col.notNull())
    .addColumn('supplier_name', 'text', (col) => col.notNull())
    .addColumn('supplier_address', 'text', (col) => col.notNull())
    .addColumn('supplier_gstin', 'text', (col) => col.notNull())
    .addColumn('supplier_state', 'text', (col) => col.notNull())
    .addColumn('supplier_state_code', 'text', (col) => col.notNull())
    .addColumn('recipient_name', 'text', (col) => col.notNull())
    .addColumn('recipient_address', 'text', (col) => col.notNull())
    .addColumn('recipient_pincode', 'text')
    .addColumn('recipient_state', 'text', (col) => col.notNull())
    .addColumn('recipient_state_code', 'text', (col) => col.notNull())
    .addColumn('supply_kind', 'text', (col) => col.notNull())
    .addColumn('taxable_paise', 'integer', (col) => col.notNull())
    .addColumn('cgst_paise', 'integer', (col) => col.notNull())
    .addColumn('sgst_paise', 'integer', (col) => col.notNull())
    .addColumn('igst_paise', 'integer', (col) => col.notNull())
    .addColumn('total_paise', 'integer', (col) => col.notNull())
    .addUniqueConstraint('tax_documents_series_serial', ['series', 'serial'])
    .execute();
  await db.schema.createIndex('tax_documents_order').on('tax_documents').column('order_id').execute();
  await db.schema.createIndex('tax_documents_issue_date').on('tax_documents').column('issue_date').execute();

  await db.schema
    .createTable('tax_document_lines')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('document_id', 'text', (col) => col.notNull().references('tax_documents.id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    // On a credit note, the position of the invoice line it takes back from.
    .addColumn('invoice_position', 'integer')
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('hsn', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('unit', 'text', (col) => col.notNull())
    .addColumn('unit_price_paise', 'integer', (col) => col.notNull())
    .addColumn('gross_paise', 'integer', (col) => col.notNull())
    .addColumn('discount_paise', 'integer', (col) => col.notNull())
    .addColumn('rate_percent', 'integer', (col) => col.notNull())
    .addColumn('taxable_paise', 'integer', (col) => col.notNull())
    .addColumn('cgst_paise', 'integer', (col) => col.notNull())
    .addColumn('sgst_paise', 'integer', (col) => col.notNull())
    .addColumn('igst_paise', 'integer', (col) => col.notNull())
    .addColumn('total_paise', 'integer', (col) => col.notNull())
    .addUniqueConstraint('tax_document_lines_position', ['document_id', 'position'])
    .execute();

  // A legal record: no code path, nor a hand-written statement, rewrites or removes what was issued.
  if (!sqlite) {
    await sql`CREATE FUNCTION tax_documents_issued_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'issued tax documents are never changed'; END $$`.execute(db);
  }
  for (const table of ['tax_documents', 'tax_document_lines']) {
    if (sqlite) {
      for (const event of ['UPDATE', 'DELETE']) {
        const trigger = `CREATE TRIGGER ${table}_no_${event.toLowerCase()} BEFORE ${event} ON ${table}`;
        await sql.raw(`${trigger} BEGIN SELECT RAISE(ABORT, 'issued tax documents are never changed'); END`).execute(db);
      }
    } else {
      await sql
        .raw(
          `CREATE TRIGGER ${table}_issued_only BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION tax_documents_issued_only()`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema.dropTable('tax_document_lines').execute();
  await db.schema.dropTable('tax_documents').execute();
  if (!sqlite) await sql`DROP FUNCTION tax_documents_issued_only()`.execute(db);
}
