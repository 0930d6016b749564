import type { Logger } from 'pino';
import type { Db } from '../db/database.ts';
import type { EmailMessage, Mailer } from '../email/mailer.ts';
import { pdfOfDocument } from './document-pdfs.ts';
import { pdfFileName } from './invoice-pdf.ts';
import { findDocument } from './invoice-repository.ts';
import type { PdfRenderer } from './pdf-pool.ts';
import type { TaxDocument } from './tax-document.ts';

type Deps = { db: Db; mailer: Mailer; pdfs: PdfRenderer; logger: Pick<Logger, 'error' | 'warn'> };

/** While one process sends an email, no other takes it; a process that dies gives it up after this. */
const SENDING_MS = 5 * 60_000;
/** After a failed render or send, the background sweep tries again (it runs every minute). */
const RETRY_MS = 60_000;
/** Then the email is left for staff to resend by hand. */
const MAX_ATTEMPTS = 20;

/** This process's deliveries still running: a test or a stopping server waits for them. */
const inFlight = new Set<Promise<unknown>>();

/**
 * Sends `message` about an order with `document`'s PDF attached, without making the caller wait for
 * the PDF: the email is stored (`document_emails`) and sent from here once the PDF is rendered in
 * the worker pool. Without a document (none issued at this moment), it is sent at once, as is, and
 * a failure to send it is thrown as the mailer's would be.
 */
export async function sendWithDocument(
  deps: Deps,
  message: EmailMessage & { about: { orderId: string } },
  document: TaxDocument | null,
): Promise<void> {
  if (!document) return deps.mailer.send(message);
  const now = new Date().toISOString();
  const row = await deps.db
    .insertInto('document_emails')
    .values({
      document_id: document.id,
      order_id: message.about.orderId,
      recipient: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      created_at: now,
      attempt_after: now,
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const delivery = deliverDocumentEmail(deps, Number(row.id)).catch((error) =>
    deps.logger.error({ err: error, orderId: message.about.orderId }, 'email with a tax document not sent: the sweep tries again'),
  );
  inFlight.add(delivery);
  void delivery.finally(() => inFlight.delete(delivery));
}

/**
 * Sends one stored email if it is due and no other process is sending it: taking it is one
 * conditional UPDATE, so it is sent once whichever process (or the sweep) gets there first. Its
 * words and address are cleared once it is sent. A failed render or send leaves it for a minute later.
 */
export async function deliverDocumentEmail(deps: Deps, id: number, now = new Date()): Promise<'sent' | 'not-due'> {
  const email = await deps.db
    .updateTable('document_emails')
    .set((eb) => ({ attempt_after: new Date(now.getTime() + SENDING_MS).toISOString(), attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .where('attempt_after', '<=', now.toISOString())
    .where('attempts', '<', MAX_ATTEMPTS)
    .returningAll()
    .executeTakeFirst();
  if (!email) return 'not-due';
  try {
    const document = await findDocument(deps.db, email.document_id);
    if (!document) throw new Error(`No tax document ${email.document_id}`);
    const pdf = await pdfOfDocument(deps, document);
    await deps.mailer.send({
      to: email.recipient,
      subject: email.subject,
      text: email.text,
      html: email.html,
      about: { orderId: email.order_id },
      attachments: [{ filename: pdfFileName(document), content: pdf, contentType: 'application/pdf' }],
    });
  } catch (error) {
    await deps.db
      .updateTable('document_emails')
      .set({ attempt_after: new Date(now.getTime() + RETRY_MS).toISOString() })
      .where('id', '=', id)
      .execute();
    throw error;
  }
  await deps.db
    .updateTable('document_emails')
    .set({ sent_at: new Date().toISOString(), recipient: '', text: '', html: '' })
    .where('id', '=', id)
    .execute();
  return 'sent';
}

/** The background sweep's part: sends the emails of the last two days still waiting for their PDF. */
export async function sendWaitingDocumentEmails(deps: Deps, now = new Date(), limit = 50): Promise<number> {
  const since = new Date(now.getTime() - 2 * 24 * 3_600_000).toISOString();
  const due = await deps.db
    .selectFrom('document_emails')
    .select('id')
    .where('sent_at', 'is', null)
    .where('attempt_after', '<=', now.toISOString())
    .where('created_at', '>=', since)
    .orderBy('id')
    .limit(limit)
    .execute();
  let sent = 0;
  for (const { id } of due) {
    try {
      if ((await deliverDocumentEmail(deps, Number(id), now)) === 'sent') sent++;
    } catch (error) {
      deps.logger.warn({ err: error, emailId: id }, 'email with a tax document still not sent');
    }
  }
  return sent;
}

/** Resolves once the deliveries this process started have finished (tests; a server stopping). */
export async function documentEmailsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}
