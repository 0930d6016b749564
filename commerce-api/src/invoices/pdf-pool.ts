import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { TaxDocument } from './tax-document.ts';

/** Renders tax documents as PDFs, away from the thread that answers requests. */
export type PdfRenderer = { render(document: TaxDocument): Promise<Buffer> };

/**
 * A pool of worker threads (piscina) that render PDFs. A render is 20-300 ms of synchronous
 * JavaScript (pdfkit, fontkit shaping Devanagari): on the API's own thread it held every other
 * request for that long. One thread fewer than the machine has cores, at least one: the API's own
 * thread keeps a core. The workers run at a lower priority (nice 10, through piscina's optional
 * @napi-rs/nice): where cores are few, answering requests comes first and a PDF is ready a little
 * later, a wait nobody sees (its email follows the payment). Workers beyond the first end after a
 * minute idle and start again when needed.
 */
export function createPdfPool(threads = Math.max(1, availableParallelism() - 1)): PdfRenderer & { close(): Promise<void> } {
  const pool = new Piscina<TaxDocument, Uint8Array>({
    filename: new URL('./pdf-worker.ts', import.meta.url).href,
    // One worker starts at once (its fonts parsed): the first PDF does not wait a second or two for it.
    minThreads: 1,
    maxThreads: threads,
    idleTimeout: 60_000,
    niceIncrement: 10,
  });
  return {
    async render(document) {
      const bytes = await pool.run(document);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    close: () => pool.close(),
  };
}

let shared: ReturnType<typeof createPdfPool> | undefined;

/** This process's pool, started on its first use. */
export function sharedPdfPool(): PdfRenderer {
  shared ??= createPdfPool();
  return shared;
}
