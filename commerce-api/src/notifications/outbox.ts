import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { EmailAttachment, Mailer } from '../email/mailer.ts';
import { isTemplateKey, type MessageContent, renderMessage } from './message-templates.ts';
import { emailWordsFor, type MessageWords } from './message-words.ts';
import type { PhoneProvider } from './phone-providers.ts';
import { phoneWords } from './phone-templates.ts';

/**
 * The channels a message goes out on: email through the mailer, WhatsApp and SMS each through its
 * provider (phone-providers.ts), to a phone number with its country code.
 */
export type Channel = 'email' | 'whatsapp' | 'sms';
export type PhoneChannel = Exclude<Channel, 'email'>;

/** A WhatsApp message not delivered by then gets its SMS (issue 33). */
export const WHATSAPP_DELIVERY_WAIT_MS = 5 * 60_000;
/** A sign-in code is waited for on the phone, and lives 10 minutes: its SMS goes after one. */
export const CODE_DELIVERY_WAIT_MS = 60_000;

/** One message to queue: what the subscription table makes of an event, for one channel and recipient. */
export type OutgoingMessage = MessageContent & {
  eventKey: string;
  channel: Channel;
  recipient: string;
  orderId?: string;
  /** A tax document it carries, issued already. */
  documentId?: string;
  /** The message waits for a tax document (attached by `attachDocument`) until this many ms from now. */
  waitForDocumentMs?: number;
};

/** How long a sender holds a message it took: past it, a sender that died gives it up to another. */
export const LEASE_MS = 2 * 60_000;
/** The first retry after a failure; each next one waits twice as long, up to MAX_BACKOFF_MS. */
export const FIRST_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 60 * 60_000;
/** Messages one sender sends at once. */
const SENDING_LANES = 4;
/** Then the message is failed, with the last reason, for staff to see and send again by hand. */
export const MAX_ATTEMPTS = 8;

/**
 * Queues messages in the caller's transaction: they exist if and only if the change that brought
 * them commits. A message already queued for the same (event, channel, recipient) is kept as it
 * is: an event recorded twice brings its messages once. Returns the ids queued now.
 */
export async function enqueueMessages(trx: Transaction<Database>, messages: OutgoingMessage[], now = new Date()): Promise<number[]> {
  const ids: number[] = [];
  for (const message of messages) {
    const row = await trx
      .insertInto('outbox_messages')
      .values({
        event_key: message.eventKey,
        channel: message.channel,
        recipient: message.recipient,
        template: message.template,
        params: JSON.stringify(message.params),
        subject: renderMessage(message).subject,
        order_id: message.orderId ?? null,
        document_id: message.documentId ?? null,
        document_wait_until: message.waitForDocumentMs ? new Date(now.getTime() + message.waitForDocumentMs).toISOString() : null,
        state: 'queued',
        next_attempt_at: now.toISOString(),
        created_at: now.toISOString(),
      })
      .onConflict((conflict) => conflict.columns(['event_key', 'channel', 'recipient']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) ids.push(Number(row.id));
  }
  return ids;
}

/**
 * The tax document issued for an event (or none: it could not be issued) is ready: its messages that
 * wait for it may go, carrying it. A message whose wait ended first goes without it (the document
 * is in the customer's order history once issued). Answers how many messages were waiting for it.
 */
export async function attachDocument(db: Db, eventKey: string, documentId: string | null): Promise<number> {
  const result = await db
    .updateTable('outbox_messages')
    .set({ document_id: documentId, document_wait_until: null })
    .where('event_key', '=', eventKey)
    .where('state', '=', 'queued')
    .where('document_wait_until', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The wait before the attempt after `attempts` failed ones: 30 s, 1 min, 2 min… up to an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

type SenderDeps = {
  db: Db;
  /** Sends an email as is; the outbox row is the record of it (so not the desk's sent_emails log). */
  mailer: Mailer;
  logger: Pick<Logger, 'warn' | 'error'>;
  /** A tax document's file (its PDF, rendered off the request by the sender's pool). */
  attachment: (documentId: string) => Promise<EmailAttachment>;
  /** The phone channels' providers; a channel without one is not configured (its messages are never queued). */
  phones?: Partial<Record<PhoneChannel, PhoneProvider>>;
  /** The messages' words as edited in Strapi (message-words.ts); none (or Strapi down): the words in code. */
  words?: () => Promise<readonly MessageWords[]>;
};

/**
 * The sender: takes due messages one at a time with a lease and sends them. Taking is one
 * conditional UPDATE (queued, due, not held by a live lease), so of several senders, in this
 * process or another API replica, exactly one sends a message; marking it sent names the holder,
 * so a sender whose lease ran out (it hung past LEASE_MS) cannot overwrite the one who took it over.
 *
 * A message is delivered at most once per successful hand-over to the provider, except in the one
 * window no outbox can close: a process that dies after SMTP accepted a message and before the row
 * says so. Its lease then ends and the message is sent again.
 */
export function createOutboxSender(deps: SenderDeps, holder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`) {
  const { db } = deps;
  const inFlight = new Set<Promise<unknown>>();

  async function claim(id: number, now: Date) {
    const at = now.toISOString();
    return db
      .updateTable('outbox_messages')
      .set((eb) => ({
        lease_holder: holder,
        lease_until: new Date(now.getTime() + LEASE_MS).toISOString(),
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', '=', id)
      .where('state', '=', 'queued')
      .where('next_attempt_at', '<=', at)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', at)]))
      .where((eb) => eb.or([eb('document_wait_until', 'is', null), eb('document_wait_until', '<=', at)]))
      .returningAll()
      .executeTakeFirst();
  }

  /** Sends message `id` if it is due and no one else holds it. */
  async function deliver(id: number, now = new Date()): Promise<'sent' | 'failed' | 'retry' | 'not-due'> {
    const message = await claim(id, now);
    if (!message) return 'not-due';
    let providerMessageId: string | null = null;
    // An email's subject as sent (Strapi's words may have changed it since it was queued): the desk's line.
    let subject: string | null = null;
    try {
      if (!isTemplateKey(message.template)) throw new Error(`No message template "${message.template}"`);
      if (message.channel === 'email') {
        const params: unknown = JSON.parse(message.params);
        const edited = emailWordsFor((await deps.words?.().catch(() => [])) ?? [], message.template, params);
        const words = renderMessage({ template: message.template, params } as MessageContent, edited);
        subject = words.subject;
        const attachments = message.document_id ? [await deps.attachment(message.document_id)] : undefined;
        await deps.mailer.send({ to: message.recipient, ...words, ...(attachments ? { attachments } : {}) });
      } else {
        const provider = deps.phones?.[message.channel];
        if (!provider) throw new Error(`No ${message.channel} provider is configured`);
        const words = phoneWords(message.template, JSON.parse(message.params));
        if (!words) throw new Error(`The template "${message.template}" has no ${message.channel} form`);
        providerMessageId = (await provider.send(message.recipient, words)).providerMessageId;
      }
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const failed = message.attempts >= MAX_ATTEMPTS;
      await db
        .updateTable('outbox_messages')
        .set({
          state: failed ? 'failed' : 'queued',
          last_error: reason,
          lease_holder: null,
          lease_until: null,
          next_attempt_at: new Date(now.getTime() + backoffMs(message.attempts)).toISOString(),
        })
        .where('id', '=', id)
        .where('lease_holder', '=', holder)
        .execute();
      deps.logger.warn(
        { err: error, messageId: id, attempts: message.attempts },
        failed ? 'message failed for good' : 'message not sent: tried again later',
      );
      return failed ? 'failed' : 'retry';
    }
    // Sent: the words and their data go (the desk keeps the subject, the address and when), but a
    // WhatsApp message's stay until it is delivered: its SMS fallback is made from them.
    await db
      .updateTable('outbox_messages')
      .set({
        state: 'sent',
        sent_at: new Date().toISOString(),
        ...(message.channel === 'whatsapp' ? {} : { params: '{}' }),
        provider_message_id: providerMessageId,
        ...(subject === null ? {} : { subject }),
        lease_holder: null,
        lease_until: null,
        last_error: null,
      })
      .where('id', '=', id)
      .where('lease_holder', '=', holder)
      .execute();
    return 'sent';
  }

  /** Sends every message due now (at most `limit`), oldest first; answers how many went. */
  async function deliverDue(now = new Date(), limit = 100): Promise<number> {
    if (deps.phones?.sms) await queueSmsFallbacks(db, now);
    const at = now.toISOString();
    const due = await db
      .selectFrom('outbox_messages')
      .select('id')
      .where('state', '=', 'queued')
      .where('next_attempt_at', '<=', at)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', at)]))
      .where((eb) => eb.or([eb('document_wait_until', 'is', null), eb('document_wait_until', '<=', at)]))
      .orderBy('id')
      .limit(limit)
      .execute();
    // A few at a time: a message waiting for its PDF or a slow provider does not hold up the others.
    let sent = 0;
    let next = 0;
    const lane = async () => {
      while (next < due.length) {
        const id = Number(due[next++]?.id);
        try {
          if ((await deliver(id, now)) === 'sent') sent++;
        } catch (error) {
          // The database itself failed: the lease ends and a later round tries again.
          deps.logger.error({ err: error, messageId: id }, 'outbox message not sent');
        }
      }
    };
    await Promise.all(Array.from({ length: SENDING_LANES }, lane));
    return sent;
  }

  /** Runs `work` in the background of this process, tracked so `settled` can wait for it. */
  function track(work: Promise<unknown>) {
    const running = work.catch((error) => deps.logger.error({ err: error }, 'outbox delivery failed'));
    inFlight.add(running);
    void running.finally(() => inFlight.delete(running));
  }

  return {
    holder,
    deliver,
    deliverDue,
    /**
     * Sends what is due now without making the caller wait: called after a change committed, so
     * its messages usually leave within milliseconds; the periodic round catches anything missed.
     */
    nudge(): void {
      track(deliverDue());
    },
    /** Resolves once this process's deliveries have finished and nothing more is due (tests; a server stopping). */
    async settled(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    /** Sends what is due every `intervalMs`; `stop` waits for a round in progress. */
    start(intervalMs: number) {
      const timer = setInterval(() => track(deliverDue()), intervalMs);
      timer.unref();
      return {
        stop: async () => {
          clearInterval(timer);
          while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
        },
      };
    },
  };
}

export type OutboxSender = ReturnType<typeof createOutboxSender>;

/** The messages about an order, as the desk's Emails panel lists them (a phone message's state as its provider last said). */
export async function messagesAbout(db: Db, orderId: string) {
  const rows = await db
    .selectFrom('outbox_messages')
    .select(['channel', 'recipient', 'subject', 'state', 'last_error', 'created_at', 'sent_at', 'delivered_at', 'read_at'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    status: row.state,
    at: row.read_at ?? row.delivered_at ?? row.sent_at ?? row.created_at,
    ...(row.last_error && (row.state === 'queued' || row.state === 'failed') ? { reason: row.last_error } : {}),
  }));
}

export type DeliveryReport = { state: 'sent' | 'delivered' | 'read' | 'failed'; at: Date; reason?: string };

/** Which states a report may move a phone message from: only forward (reports repeat and cross). */
const MOVES_FROM: Record<DeliveryReport['state'], Array<'sent' | 'delivered'>> = {
  sent: [],
  delivered: ['sent'],
  read: ['sent', 'delivered'],
  failed: ['sent'],
};

/**
 * Records what a provider's webhook says of the message it knows as `providerMessageId`. Answers
 * false when no message has that id (yet: a webhook can overtake the sender writing the id down).
 */
export async function recordDeliveryReport(
  db: Db,
  channel: PhoneChannel,
  providerMessageId: string,
  report: DeliveryReport,
): Promise<boolean> {
  const row = await db
    .selectFrom('outbox_messages')
    .select(['id', 'state'])
    .where('provider_message_id', '=', providerMessageId)
    .where('channel', '=', channel)
    .executeTakeFirst();
  if (!row) return false;
  const from = MOVES_FROM[report.state];
  if (from.length === 0) return true;
  const at = report.at.toISOString();
  await db
    .updateTable('outbox_messages')
    .set((eb) => ({
      state: report.state,
      ...(report.state === 'delivered' || report.state === 'read'
        ? { delivered_at: eb.fn.coalesce('delivered_at', eb.val(at)), params: '{}' }
        : {}),
      ...(report.state === 'read' ? { read_at: at } : {}),
      ...(report.state === 'failed' ? { last_error: (report.reason ?? 'The provider could not deliver it').slice(0, 500) } : {}),
    }))
    .where('id', '=', row.id)
    .where('state', 'in', from)
    .execute();
  return true;
}

/**
 * Queues the SMS standing in for each WhatsApp message that failed, or was not delivered within
 * WHATSAPP_DELIVERY_WAIT_MS of being sent (a sign-in code: CODE_DELIVERY_WAIT_MS). Each is looked at once (`fallback_at`); the SMS is queued
 * under the same event and recipient, so the outbox's unique key makes it once however many
 * senders, replicas and webhooks race here. A message with no SMS form (the shop's notice) has none.
 * Answers how many SMS were queued now.
 */
export async function queueSmsFallbacks(db: Db, now = new Date()): Promise<number> {
  const late = new Date(now.getTime() - WHATSAPP_DELIVERY_WAIT_MS).toISOString();
  const lateCode = new Date(now.getTime() - CODE_DELIVERY_WAIT_MS).toISOString();
  const candidates = await db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('channel', '=', 'whatsapp')
    .where('fallback_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('state', '=', 'failed'),
        eb.and([eb('state', '=', 'sent'), eb('sent_at', '<=', late)]),
        eb.and([eb('state', '=', 'sent'), eb('template', '=', 'phone-code'), eb('sent_at', '<=', lateCode)]),
      ]),
    )
    .orderBy('id')
    .limit(100)
    .execute();
  let queued = 0;
  for (const message of candidates) {
    const params = JSON.parse(message.params) as unknown;
    const hasSms = Boolean(phoneWords(message.template, params)?.sms);
    await db.transaction().execute(async (trx) => {
      const taken = await trx
        .updateTable('outbox_messages')
        .set({ fallback_at: now.toISOString(), params: '{}' })
        .where('id', '=', message.id)
        .where('fallback_at', 'is', null)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0 || !hasSms) return;
      const ids = await enqueueMessages(
        trx,
        [
          {
            template: message.template,
            params,
            eventKey: message.event_key,
            channel: 'sms',
            recipient: message.recipient,
            ...(message.order_id ? { orderId: message.order_id } : {}),
          } as OutgoingMessage,
        ],
        now,
      );
      queued += ids.length;
    });
  }
  return queued;
}
