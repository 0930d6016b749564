import { TAX_DOCUMENT_LABELS, type TaxDocumentLink } from '@koolers/contracts/tax-documents';
import { type MouseEvent, useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';
import { unreachable } from '../../lib/unreachable.ts';
import { useWords } from '../../lib/words.tsx';

type Props = {
  /** The order's documents on the API: the customer's `/me/orders/{id}/documents`, a guest's `/guest-orders/…`, or the desk's. */
  path: string;
  /** Headers that open the order, e.g. a guest link's `Order-Key`. */
  headers?: Record<string, string> | undefined;
  headingLevel?: 2 | 3 | 4;
};

/**
 * An order's tax invoice and credit notes, each a PDF download; each file is `path` and the
 * document's id. Shows nothing until the order has a document.
 */
export function TaxDocuments({ path, headers, headingLevel = 3 }: Props) {
  const words = useWords('orders');
  const [documents, setDocuments] = useState<TaxDocumentLink[]>([]);
  const [failure, setFailure] = useState<string>();
  const headerKey = JSON.stringify(headers ?? {});
  useEffect(() => {
    const controller = new AbortController();
    api
      .get<{ documents: TaxDocumentLink[] }>(path, { signal: controller.signal, headers: JSON.parse(headerKey) })
      .then((result) => {
        if (result.ok) setDocuments(result.data.documents);
      })
      .catch(() => {});
    return () => controller.abort();
  }, [path, headerKey]);
  if (documents.length === 0) return null;
  const Heading = `h${headingLevel}` as const;

  // A link cannot carry a header: with one, the file is fetched and handed to the browser as a download.
  const downloadWithHeaders = (document: TaxDocumentLink) => async (event: MouseEvent<HTMLAnchorElement>) => {
    if (!headers) return;
    event.preventDefault();
    setFailure(undefined);
    try {
      const response = await fetch(event.currentTarget.href, { headers, credentials: 'same-origin' });
      if (!response.ok) throw new Error(String(response.status));
      const file = URL.createObjectURL(await response.blob());
      const save = window.document.createElement('a');
      save.href = file;
      save.download = `${document.number}.pdf`;
      save.click();
      setTimeout(() => URL.revokeObjectURL(file), 60_000);
    } catch {
      setFailure(unreachable());
    }
  };

  return (
    <section className="tax-documents" aria-label={words.taxInvoice}>
      <Heading className="tax-documents__title">{words.gstDocuments}</Heading>
      <ul className="tax-documents__list">
        {documents.map((document) => (
          <li key={document.id}>
            <a href={`/api${path}/${encodeURIComponent(document.id)}`} download onClick={downloadWithHeaders(document)}>
              {TAX_DOCUMENT_LABELS[document.kind]} {document.number}
              <span className="visually-hidden">{words.pdfHidden}</span>
            </a>{' '}
            <span className="muted">{words.pdf}</span>
          </li>
        ))}
      </ul>
      {failure && <p role="alert">{failure}</p>}
    </section>
  );
}
