import type { Db } from '../db/database.ts';
import { PDF_TEMPLATE_VERSION } from './invoice-pdf.ts';
import { findDocument } from './invoice-repository.ts';
import type { PdfRenderer } from './pdf-pool.ts';
import type { TaxDocument } from './tax-document.ts';

type Deps = { db: Db; pdfs: PdfRenderer };

/**
 * A tax document's PDF, rendered once: the stored bytes, else rendered now in the worker pool and
 * stored (two processes rendering the same document at once store the first; both PDFs print the
 * same document). Throws when the render fails: nothing is stored, and the next call tries again.
 */
export async function pdfOfDocument(deps: Deps, document: TaxDocument): Promise<Buffer> {
  const stored = await storedPdf(deps.db, document.id);
  if (stored) return stored;
  const pdf = await deps.pdfs.render(document);
  await deps.db
    .insertInto('tax_document_pdfs')
    .values({ document_id: document.id, template_version: PDF_TEMPLATE_VERSION, pdf, rendered_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['document_id', 'template_version']).doNothing())
    .execute();
  return pdf;
}

/** The PDF kept for a document under the current layout, if it was rendered. */
export async function storedPdf(db: Db, documentId: string): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('tax_document_pdfs')
    .select('pdf')
    .where('document_id', '=', documentId)
    .where('template_version', '=', PDF_TEMPLATE_VERSION)
    .executeTakeFirst();
  return row ? Buffer.from(row.pdf) : undefined;
}

/** What a download needs: the document's order and number, and its stored PDF if it was rendered. */
export async function documentPdf(db: Db, documentId: string) {
  const row = await db
    .selectFrom('tax_documents as d')
    .leftJoin('tax_document_pdfs as p', (join) =>
      join.onRef('p.document_id', '=', 'd.id').on('p.template_version', '=', PDF_TEMPLATE_VERSION),
    )
    .select(['d.order_id', 'd.number', 'p.pdf'])
    .where('d.id', '=', documentId)
    .executeTakeFirst();
  return row && { orderId: row.order_id, number: row.number, pdf: row.pdf ? Buffer.from(row.pdf) : undefined };
}

/**
 * Renders the PDFs still missing for documents issued since `since` (a render that failed, a
 * document the sweep issued, a process that stopped): the background jobs' part, so a download
 * rarely waits for a render. Returns how many it stored; a failure is logged and tried next time.
 */
export async function renderMissingPdfs(
  deps: Deps & { logger: { warn(object: object, message: string): void } },
  since: string,
  limit = 50,
): Promise<number> {
  const rows = await deps.db
    .selectFrom('tax_documents')
    .select('id')
    .where('issued_at', '>=', since)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('tax_document_pdfs as p')
            .select('p.document_id')
            .whereRef('p.document_id', '=', 'tax_documents.id')
            .where('p.template_version', '=', PDF_TEMPLATE_VERSION),
        ),
      ),
    )
    .orderBy('issued_at')
    .limit(limit)
    .execute();
  let rendered = 0;
  for (const { id } of rows) {
    try {
      const document = await findDocument(deps.db, id);
      if (document) {
        await pdfOfDocument(deps, document);
        rendered++;
      }
    } catch (error) {
      deps.logger.warn({ err: error, documentId: id }, 'tax document PDF still not rendered');
    }
  }
  return rendered;
}
