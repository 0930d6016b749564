import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database, TaxDocumentLinesTable, TaxDocumentsTable } from '../db/schema.ts';
import type { QuantityUnit } from './document-lines.ts';
import type { GstRate } from './tax.ts';
import type { TaxDocument, TaxDocumentSummary } from './tax-document.ts';

type Executor = Db | Transaction<Database>;

/** Stores a document and its lines; false, storing nothing, when its issue key was used already. */
export async function insertDocument(
  trx: Transaction<Database>,
  document: Insertable<TaxDocumentsTable>,
  lines: Omit<Insertable<TaxDocumentLinesTable>, 'document_id'>[],
): Promise<boolean> {
  const inserted = await trx
    .insertInto('tax_documents')
    .values(document)
    .onConflict((oc) => oc.column('issue_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  if (lines.length > 0)
    await trx
      .insertInto('tax_document_lines')
      .values(lines.map((line) => ({ ...line, document_id: document.id })))
      .execute();
  return true;
}

export async function findDocumentByKey(db: Executor, issueKey: string): Promise<TaxDocument | undefined> {
  const row = await db.selectFrom('tax_documents').selectAll().where('issue_key', '=', issueKey).executeTakeFirst();
  return row ? (await withLines(db, [row]))[0] : undefined;
}

export async function findDocument(db: Executor, id: string): Promise<TaxDocument | undefined> {
  const row = await db.selectFrom('tax_documents').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? (await withLines(db, [row]))[0] : undefined;
}

export async function findInvoiceOfOrder(db: Executor, orderId: string): Promise<TaxDocument | undefined> {
  return findDocumentByKey(db, invoiceKey(orderId));
}

export const invoiceKey = (orderId: string) => `invoice:${orderId}`;

/** What the credit notes of an invoice took back so far, per invoice line position. */
export async function creditedPerLine(db: Executor, invoiceId: string) {
  const rows = await db
    .selectFrom('tax_document_lines as l')
    .innerJoin('tax_documents as d', 'd.id', 'l.document_id')
    .where('d.invoice_id', '=', invoiceId)
    .select((eb) => [
      'l.invoice_position',
      eb.fn.sum<string | number>('l.taxable_paise').as('taxable'),
      eb.fn.sum<string | number>('l.cgst_paise').as('cgst'),
      eb.fn.sum<string | number>('l.sgst_paise').as('sgst'),
      eb.fn.sum<string | number>('l.igst_paise').as('igst'),
      eb.fn.sum<string | number>('l.total_paise').as('total'),
    ])
    .groupBy('l.invoice_position')
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.invoice_position),
      {
        taxablePaise: Number(row.taxable),
        cgstPaise: Number(row.cgst),
        sgstPaise: Number(row.sgst),
        igstPaise: Number(row.igst),
        totalPaise: Number(row.total),
      },
    ]),
  );
}

/** The documents of an order, oldest first. */
export async function documentsOfOrder(db: Executor, orderId: string): Promise<TaxDocumentSummary[]> {
  const rows = await db
    .selectFrom('tax_documents')
    .select(['id', 'kind', 'number', 'issue_date', 'total_paise'])
    .where('order_id', '=', orderId)
    .orderBy('issued_at')
    .orderBy('serial')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    number: row.number,
    issueDate: row.issue_date,
    totalPaise: Number(row.total_paise),
  }));
}

/** Every document issued on the Indian dates from `from` to `to` (inclusive), in number order. */
export async function documentsIssuedBetween(db: Executor, from: string, to: string): Promise<TaxDocument[]> {
  const rows = await db
    .selectFrom('tax_documents')
    .selectAll()
    .where('issue_date', '>=', from)
    .where('issue_date', '<=', to)
    .orderBy('kind', 'desc')
    .orderBy('series')
    .orderBy('serial')
    .execute();
  return withLines(db, rows);
}

async function withLines(db: Executor, rows: Selectable<TaxDocumentsTable>[]): Promise<TaxDocument[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const invoiceIds = [...new Set(rows.flatMap((row) => (row.invoice_id ? [row.invoice_id] : [])))];
  const [lines, invoices] = await Promise.all([
    db.selectFrom('tax_document_lines').selectAll().where('document_id', 'in', ids).orderBy('document_id').orderBy('position').execute(),
    invoiceIds.length === 0
      ? Promise.resolve([])
      : db.selectFrom('tax_documents').select(['id', 'number', 'issue_date']).where('id', 'in', invoiceIds).execute(),
  ]);
  const linesOf = Map.groupBy(lines, (line) => line.document_id);
  const invoiceOf = new Map(
    invoices.map((invoice) => [invoice.id, { id: invoice.id, number: invoice.number, issueDate: invoice.issue_date }]),
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    number: row.number,
    orderId: row.order_id,
    orderNumber: row.order_number,
    invoice: row.invoice_id ? (invoiceOf.get(row.invoice_id) ?? null) : null,
    reason: row.reason,
    issuedAt: row.issued_at,
    issueDate: row.issue_date,
    supplier: {
      name: row.supplier_name,
      address: row.supplier_address,
      gstin: row.supplier_gstin,
      state: row.supplier_state,
      stateCode: row.supplier_state_code,
    },
    recipient: {
      name: row.recipient_name,
      address: row.recipient_address,
      pincode: row.recipient_pincode,
      state: row.recipient_state,
      stateCode: row.recipient_state_code,
    },
    supplyKind: row.supply_kind,
    lines: (linesOf.get(row.id) ?? []).map((line) => ({
      description: line.description,
      hsn: line.hsn,
      quantity: Number(line.quantity),
      unit: line.unit as QuantityUnit,
      unitPricePaise: Number(line.unit_price_paise),
      grossPaise: Number(line.gross_paise),
      discountPaise: Number(line.discount_paise),
      ratePercent: Number(line.rate_percent) as GstRate,
      taxablePaise: Number(line.taxable_paise),
      cgstPaise: Number(line.cgst_paise),
      sgstPaise: Number(line.sgst_paise),
      igstPaise: Number(line.igst_paise),
      totalPaise: Number(line.total_paise),
      invoicePosition: line.invoice_position === null ? null : Number(line.invoice_position),
    })),
    taxablePaise: Number(row.taxable_paise),
    cgstPaise: Number(row.cgst_paise),
    sgstPaise: Number(row.sgst_paise),
    igstPaise: Number(row.igst_paise),
    totalPaise: Number(row.total_paise),
    language: row.language,
  }));
}
