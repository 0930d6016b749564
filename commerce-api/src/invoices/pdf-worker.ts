import { renderTaxDocumentPdf, warmUpFonts } from './invoice-pdf.ts';
import type { TaxDocument } from './tax-document.ts';

// A worker of the PDF pool (pdf-pool.ts): its fonts are parsed as it starts, once for every
// document it will render.
warmUpFonts();

/** Renders one document; the pool hands the bytes back to the API's thread. */
export default function render(document: TaxDocument): Promise<Uint8Array> {
  return renderTaxDocumentPdf(document);
}
