import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../src/db/database.ts';
import type { EmailMessage, Mailer } from '../../src/email/mailer.ts';
import {
  backoffMs,
  createOutboxSender,
  enqueueMessages,
  LEASE_MS,
  MAX_ATTEMPTS,
  type OutgoingMessage,
} from '../../src/notifications/outbox.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

const logger = pino({ level: 'silent' });
let testDb: TestDb;
let db: Db;
/** A second connection to the same database: another API replica. */
let replica: Db;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'koolers-outbox-db-'));
  // A file, not memory, on SQLite: two connections then share it, as two processes would.
  testDb = await createTestDb(join(dir, 'shop.db'));
  db = testDb.db;
  replica =
    testDb.location.kind === 'postgres'
      ? createDatabase({ kind: 'postgres', url: testDb.location.url })
      : createDatabase({ kind: 'sqlite', path: testDb.location.path });
});

afterAll(async () => {
  await replica.destroy();
  await testDb.drop();
  rmSync(dir, { recursive: true, force: true });
});

type Written = OutgoingMessage & { template: 'rendered' };

let events = 0;
function message(): Written {
  events += 1;
  return {
    eventKey: `test.event:${events}`,
    channel: 'email',
    recipient: `buyer${events}@example.in`,
    template: 'rendered',
    params: { subject: `Message ${events}`, text: `Body ${events}`, html: `<p>Body ${events}</p>` },
  };
}

function queue(...messages: OutgoingMessage[]): Promise<number[]> {
  return db.transaction().execute((trx) => enqueueMessages(trx, messages));
}

function recordingMailer(fail?: (message: EmailMessage) => Error | undefined) {
  const sent: EmailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      // A real transport takes a moment: the racing sender gets its chance.
      await new Promise((resolve) => setTimeout(resolve, 1));
      const error = fail?.(message);
      if (error) throw error;
      sent.push(message);
    },
  };
  return { mailer, sent };
}

const noAttachment = async () => {
  throw new Error('no document in these tests');
};

async function row(id: number) {
  return db.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('the outbox', () => {
  it('queues one message per (event, channel, recipient): an event recorded twice brings it once', async () => {
    const first = message();
    expect(await queue(first)).toHaveLength(1);
    expect(await queue({ ...first, params: { subject: 'Other', text: 'Other', html: 'Other' } })).toEqual([]);
    const rows = await db.selectFrom('outbox_messages').select('subject').where('event_key', '=', first.eventKey).execute();
    expect(rows).toEqual([{ subject: first.params.subject }]);
    const transport = recordingMailer();
    await createOutboxSender({ db, mailer: transport.mailer, logger, attachment: noAttachment }).deliverDue();
    expect(transport.sent.map((mail) => mail.subject)).toEqual([first.params.subject]);
  });

  it('is sent exactly once when two replicas race to send the same messages', async () => {
    const messages = Array.from({ length: 30 }, () => message());
    const ids = await queue(...messages);
    const one = recordingMailer();
    const other = recordingMailer();
    const senderA = createOutboxSender({ db, mailer: one.mailer, logger, attachment: noAttachment });
    const senderB = createOutboxSender({ db: replica, mailer: other.mailer, logger, attachment: noAttachment });
    // Each replica runs several rounds at once, as its nudges and its periodic round would.
    const rounds = await Promise.all([senderA.deliverDue(), senderB.deliverDue(), senderA.deliverDue(), senderB.deliverDue()]);
    expect(rounds.reduce((sum, sent) => sum + sent, 0)).toBe(30);

    const delivered = [...one.sent, ...other.sent].map((mail) => mail.to).sort();
    expect(delivered).toEqual(messages.map((m) => m.recipient).sort());
    expect(one.sent.length).toBeGreaterThan(0);
    expect(other.sent.length).toBeGreaterThan(0);
    for (const id of ids) expect(await row(id)).toMatchObject({ state: 'sent', attempts: 1, params: '{}', lease_holder: null });
  });

  it('tries again after a failing SMTP transport, waiting longer each time, then says it failed and why', async () => {
    const [id] = await queue(message());
    let failures = 2;
    const transport = recordingMailer(() => (failures-- > 0 ? new Error('connect ECONNREFUSED 127.0.0.1:25') : undefined));
    const sender = createOutboxSender({ db, mailer: transport.mailer, logger, attachment: noAttachment });
    const start = new Date();
    expect(await sender.deliver(id as number, start)).toBe('retry');
    expect(await row(id as number)).toMatchObject({ state: 'queued', attempts: 1, last_error: 'connect ECONNREFUSED 127.0.0.1:25' });
    // Not before its backoff ends.
    expect(await sender.deliver(id as number, new Date(start.getTime() + backoffMs(1) - 1))).toBe('not-due');
    expect(await sender.deliver(id as number, new Date(start.getTime() + backoffMs(1)))).toBe('retry');
    expect(backoffMs(2)).toBe(2 * backoffMs(1));
    expect(await sender.deliver(id as number, new Date(start.getTime() + backoffMs(1) + backoffMs(2)))).toBe('sent');
    expect(transport.sent).toHaveLength(1);
    expect(await row(id as number)).toMatchObject({ state: 'sent', attempts: 3, last_error: null });

    const [doomed] = await queue(message());
    const down = recordingMailer(() => new Error('550 mailbox unavailable'));
    const failing = createOutboxSender({ db, mailer: down.mailer, logger, attachment: noAttachment });
    let at = Date.now() + 1_000;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await failing.deliver(doomed as number, new Date(at))).toBe(attempt === MAX_ATTEMPTS ? 'failed' : 'retry');
      at += backoffMs(attempt);
    }
    expect(await row(doomed as number)).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS, last_error: '550 mailbox unavailable' });
    expect(await failing.deliverDue(new Date(at + 24 * 3_600_000))).toBe(0);
  });

  it('is sent by another replica once the one that died mid-send lets its lease go, and only once', async () => {
    const [id] = await queue(message());
    // The first replica takes the message and dies while SMTP still has it: its send never ends.
    let hang: (() => void) | undefined;
    const dying: Mailer = { send: () => new Promise<void>((resolve) => (hang = resolve)) };
    const dead = createOutboxSender({ db, mailer: dying, logger, attachment: noAttachment });
    const start = new Date();
    const abandoned = dead.deliver(id as number, start);
    await expect.poll(async () => (await row(id as number)).lease_holder).toBe(dead.holder);

    const restarted = recordingMailer();
    const other = createOutboxSender({ db: replica, mailer: restarted.mailer, logger, attachment: noAttachment });
    // While the lease holds, the other replica leaves it alone.
    expect(await other.deliverDue(new Date(start.getTime() + LEASE_MS - 1_000))).toBe(0);
    expect(await other.deliverDue(new Date(start.getTime() + LEASE_MS + 1))).toBe(1);
    expect(restarted.sent.map((mail) => mail.to)).toHaveLength(1);
    expect(await row(id as number)).toMatchObject({ state: 'sent', attempts: 2 });
    // Nothing sends it again, and the one that hung cannot write over the record when it wakes.
    expect(await other.deliverDue(new Date(start.getTime() + 3 * LEASE_MS))).toBe(0);
    hang?.();
    await abandoned;
    expect(await row(id as number)).toMatchObject({ state: 'sent', attempts: 2, lease_holder: null });
  });
});
