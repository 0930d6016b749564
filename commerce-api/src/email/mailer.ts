import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** The order or membership the email is about: the order desk lists the emails each one got. */
  about?: { orderId?: string; membershipId?: string };
  /** Files sent with it (a tax invoice's PDF). */
  attachments?: EmailAttachment[];
};

export type EmailAttachment = { filename: string; content: Buffer; contentType: string };

export type Mailer = { send(message: EmailMessage): Promise<void> };

/**
 * Sends through SMTP when `smtpUrl` is set; otherwise writes each message, as the exact RFC 822
 * text SMTP would carry, to an `.eml` file in `outboxDir` (open it with any mail program).
 * A failure is logged and rethrown: the caller decides what it means for the customer.
 */
export function createMailer(config: Config['mail'], logger: Logger): Mailer {
  const deliver = config.smtpUrl ? smtpDelivery(config.smtpUrl) : outboxDelivery(config.outboxDir, logger);
  return {
    async send(message) {
      const { about: _about, ...envelope } = message;
      try {
        await deliver({ from: config.from, ...envelope });
      } catch (error) {
        logger.error({ err: error, to: message.to, subject: message.subject }, 'email not sent');
        throw error;
      }
    },
  };
}

type Envelope = EmailMessage & { from: string };

function smtpDelivery(url: string) {
  // Short timeouts: a mail server that hangs must not hold a customer's request for minutes.
  const transport = createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  return async (message: Envelope) => {
    await transport.sendMail(message);
  };
}

function outboxDelivery(outboxDir: string, logger: Logger) {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (message: Envelope) => {
    const { message: raw } = await transport.sendMail(message);
    const file = join(outboxDir, outboxFileName(message.subject));
    const write = () => writeFile(file, raw as Buffer, { flag: 'wx' });
    // The folder is made when it is missing, not before every message (a recursive mkdir per
    // message was 2.6% of the API's thread in the paid-order soak).
    await write().catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      await mkdir(outboxDir, { recursive: true });
      await write();
    });
    logger.info({ to: message.to, subject: message.subject, file }, 'email written to the outbox');
  };
}

/** `<ISO time>-<slug of subject>-<random>.eml`, with no character a file system dislikes. */
export function outboxFileName(subject: string, now = new Date()): string {
  const time = now.toISOString().replace(/:/g, '-');
  const slug =
    subject
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'message';
  return `${time}-${slug}-${randomBytes(4).toString('hex')}.eml`;
}
