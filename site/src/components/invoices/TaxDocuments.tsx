import { TAX_DOCUMENT_LABELS, type TaxDocumentLink } from '@koolers/contracts/tax-documents';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';

/**
 * An order's tax invoice and credit notes, each a PDF download. `path` is the order's documents on
 * the API (the customer's `/me/orders/{id}/documents`, or the desk's); each file is that path and
 * the document's id. Shows nothing until the order has a document.
 */
export function TaxDocuments({ path, headingLevel = 3 }: { path: string; headingLevel?: 2 | 3 | 4 }) {
  const [documents, setDocuments] = useState<TaxDocumentLink[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    api
      .get<{ documents: TaxDocumentLink[] }>(path, { signal: controller.signal })
      .then((result) => {
        if (result.ok) setDocuments(result.data.documents);
      })
      .catch(() => {});
    return () => controller.abort();
  }, [path]);
  if (documents.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="tax-documents" aria-label="Tax invoice">
      <Heading className="tax-documents__title">GST documents</Heading>
      <ul className="tax-documents__list">
        {documents.map((document) => (
          <li key={document.id}>
            <a href={`/api${path}/${encodeURIComponent(document.id)}`} download>
              {TAX_DOCUMENT_LABELS[document.kind]} {document.number}
              <span className="visually-hidden"> (PDF)</span>
            </a>{' '}
            <span className="muted">PDF</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
