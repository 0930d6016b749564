import type { Logger } from 'pino';
import type { Catalog } from '../catalog/catalog.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../email/mailer.ts';
import { pdfOfDocument } from '../invoices/document-pdfs.ts';
import { pdfFileName } from '../invoices/invoice-pdf.ts';
import { findDocument } from '../invoices/invoice-repository.ts';
import type { PdfRenderer } from '../invoices/pdf-pool.ts';
import { createOutboxSender } from '../notifications/outbox.ts';
import { msg91FlowApi, whatsappCloudApi } from '../notifications/phone-providers.ts';

/** How often each API process looks for messages due (a retry, one whose nudge was lost to a restart). */
export const OUTBOX_INTERVAL_MS = 5_000;

/**
 * The outbox's sender as this API wires it: emails through `mailer` (as is: the outbox row is their
 * record on the desk), a tax document attached as its PDF, rendered (once, then kept) in the pool;
 * WhatsApp through Meta's Cloud API and SMS through MSG91, each when configured; an email in
 * Strapi's words when Strapi has them (read with the catalogue, so cached and kept while Strapi is down).
 */
export function createMessageSender(deps: {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  pdfs: PdfRenderer;
  config?: Pick<Config, 'messaging'>;
  /** Strapi's content, read and cached with the catalogue: the messages' words come with it. */
  catalog?: Pick<Catalog, 'get'>;
}) {
  const { whatsapp, sms } = deps.config?.messaging ?? {};
  return createOutboxSender({
    db: deps.db,
    mailer: deps.mailer,
    logger: deps.logger,
    ...(deps.catalog ? { words: async () => (await deps.catalog?.get())?.messageWords ?? [] } : {}),
    phones: { ...(whatsapp ? { whatsapp: whatsappCloudApi(whatsapp) } : {}), ...(sms ? { sms: msg91FlowApi(sms) } : {}) },
    async attachment(documentId) {
      const document = await findDocument(deps.db, documentId);
      if (!document) throw new Error(`No tax document ${documentId}`);
      const pdf = await pdfOfDocument(deps, document);
      return { filename: pdfFileName(document), content: pdf, contentType: 'application/pdf' };
    },
  });
}
