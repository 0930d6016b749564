import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer, outboxFileName } from '../../src/email/mailer.ts';

const message = {
  to: 'priya@example.in',
  subject: 'Your Koolers order KL-1042 is placed',
  text: 'Thank you for ordering!',
  html: '<p>Thank you for ordering!</p>',
  replyTo: 'orders@koolers.in',
};

function capturingLogger() {
  const lines: string[] = [];
  return {
    logger: pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) }),
    entries: () => lines.map((line) => JSON.parse(line)),
  };
}

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'koolers-mailer-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('the outbox (no SMTP configured)', () => {
  it('writes one RFC 822 .eml file per message, creating the folder, and logs to/subject/file but not the body', async () => {
    const outboxDir = join(tempDir(), 'nested', 'outbox');
    const { logger, entries } = capturingLogger();
    const mailer = createMailer({ outboxDir, from: 'Koolers <hello@koolers.in>', shopEmail: 'orders@koolers.in' }, logger);
    await mailer.send(message);

    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-your-koolers-order-kl-1042-is-placed-[0-9a-f]{8}\.eml$/);
    const raw = readFileSync(join(outboxDir, files[0] as string), 'utf8');
    expect(raw).toMatch(/^From: Koolers <hello@koolers\.in>$/m);
    expect(raw).toMatch(/^To: priya@example\.in$/m);
    expect(raw).toMatch(/^Reply-To: orders@koolers\.in$/m);
    expect(raw).toMatch(/^Subject: Your Koolers order KL-1042 is placed$/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(raw).toContain('Thank you for ordering!');

    const logged = entries().find((entry) => entry.msg === 'email written to the outbox');
    expect(logged).toMatchObject({ level: 30, to: message.to, subject: message.subject, file: join(outboxDir, files[0] as string) });
    expect(JSON.stringify(entries())).not.toContain('Thank you for ordering!');
  });

  it('never overwrites: two messages with the same subject in the same instant are two files', async () => {
    const outboxDir = tempDir();
    const mailer = createMailer(
      { outboxDir, from: 'Koolers <hello@koolers.in>', shopEmail: 'orders@koolers.in' },
      pino({ level: 'silent' }),
    );
    await Promise.all([mailer.send(message), mailer.send(message)]);
    expect(readdirSync(outboxDir)).toHaveLength(2);
  });

  it('logs and rethrows a failure (the outbox is not writable)', async () => {
    const blocker = join(tempDir(), 'a-file');
    writeFileSync(blocker, '');
    const { logger, entries } = capturingLogger();
    const mailer = createMailer(
      { outboxDir: join(blocker, 'outbox'), from: 'Koolers <hello@koolers.in>', shopEmail: 'orders@koolers.in' },
      logger,
    );
    await expect(mailer.send(message)).rejects.toThrow();
    expect(entries().find((entry) => entry.msg === 'email not sent')).toMatchObject({
      level: 50,
      to: message.to,
      subject: message.subject,
    });
  });
});

describe('outboxFileName', () => {
  it.each([
    ['Your Koolers order KL-1042 is placed', 'your-koolers-order-kl-1042-is-placed'],
    ['Contact form: message from <script>alert(1)</script>', 'contact-form-message-from-script-alert-1-script'],
    ['../../etc/passwd', 'etc-passwd'],
    ['₹₹₹', 'message'],
    ['Café Crème', 'cafe-creme'],
  ])('names %j safely', (subject, slug) => {
    const name = outboxFileName(subject, new Date('2026-03-14T09:30:00.123Z'));
    expect(name).toMatch(new RegExp(`^2026-03-14T09-30-00\\.123Z-${slug}-[0-9a-f]{8}\\.eml$`));
  });
});

/** A minimal SMTP server: enough of RFC 5321 for nodemailer to hand over one message. */
async function fakeSmtpServer() {
  const received: { from: string; to: string[]; data: string }[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 OK queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-fake.smtp\r\n250 8BITMIME\r\n');
        else if (verb === 'HELO') socket.write('250 fake.smtp\r\n');
        else if (verb === 'MAIL') {
          current.from = line;
          socket.write('250 OK\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(line);
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
        } else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  cleanups.push(
    () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(resolve);
      }),
  );
  return { url: `smtp://127.0.0.1:${port}`, received };
}

describe('SMTP (SMTP_URL set)', () => {
  it('hands the message to the SMTP server and writes no outbox file', async () => {
    const smtp = await fakeSmtpServer();
    const outboxDir = join(tempDir(), 'outbox');
    const mailer = createMailer(
      { smtpUrl: `${smtp.url}?ignoreTLS=true`, outboxDir, from: 'Koolers <hello@koolers.in>', shopEmail: 'orders@koolers.in' },
      pino({ level: 'silent' }),
    );
    await mailer.send(message);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.from).toMatch(/^MAIL FROM:<hello@koolers\.in>/);
    expect(smtp.received[0]?.to).toEqual([expect.stringMatching(/^RCPT TO:<priya@example\.in>/)]);
    expect(smtp.received[0]?.data).toMatch(/^Subject: Your Koolers order KL-1042 is placed$/m);
    expect(() => readdirSync(outboxDir)).toThrow();
  });

  it('logs and rethrows when the SMTP server cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));
    const { logger, entries } = capturingLogger();
    const mailer = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: tempDir(), from: 'Koolers <hello@koolers.in>', shopEmail: 'orders@koolers.in' },
      logger,
    );
    await expect(mailer.send(message)).rejects.toThrow(/ECONNREFUSED/);
    expect(entries().find((entry) => entry.msg === 'email not sent')).toMatchObject({ level: 50, to: message.to });
  });
});
