import type { Logger } from 'pino';
import type { Catalog } from './catalog/catalog.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { Mailer } from './email/mailer.ts';
import type { PdfRenderer } from './invoices/pdf-pool.ts';
import type { RateLimiter } from './limits/rate-limiter.ts';
import type { OutboxSender } from './notifications/outbox.ts';
import type { RazorpayGateway } from './payments/razorpay-gateway.ts';

/** What the API is made from: everything outside it that it talks to. */
export type AppDeps = {
  config: Config;
  db: Db;
  logger: Logger;
  catalog: Catalog;
  payments: RazorpayGateway;
  mailer: Mailer;
  /** The limits every API process shares; made from `db` when not given. */
  limiter?: RateLimiter;
  /** Renders tax documents' PDFs off the API's thread; this process's worker pool when not given. */
  pdfs?: PdfRenderer;
  /** Sends the outbox's messages; one over `mailer` and `pdfs` when not given. */
  outbox?: OutboxSender;
  /** What time it is: the delivery promise's clock, fixed by tests (the real clock when not given). */
  clock?: () => Date;
};

/** What the routers receive: every dependency, the limiter and the PDF pool made. */
export type AppContext = AppDeps & { limiter: RateLimiter; pdfs: PdfRenderer; outbox: OutboxSender };
