/**
 * The production stack's mail sink (offline mode): an SMTP server that accepts every message and
 * sends none on, and a page listing what arrived, so order mails, invitations and password resets
 * can be read without a real mailbox. Keeps the last 500 messages in memory.
 *
 *   SMTP on MAIL_SINK_SMTP_PORT (2525), the list on MAIL_SINK_HTTP_PORT (8025): GET / (a page),
 *   GET /messages (JSON, newest first), GET /messages/<id> (the message as sent).
 */
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Socket } from 'node:net';

type Message = { id: number; receivedAt: string; from: string; to: string[]; subject: string; raw: string };

const KEEP = 500;
const messages: Message[] = [];
let lastId = 0;
const log = (msg: string, extra: object = {}) =>
  console.log(JSON.stringify({ level: 30, time: Date.now(), service: 'mailsink', msg, ...extra }));

/** `=?UTF-8?B?…?=` and `=?UTF-8?Q?…?=` words of a header, as text. */
function decodeHeader(value: string): string {
  return value
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_word, _charset: string, encoding: string, text: string) => {
      if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
      const bytes = text
        .replace(/_/g, ' ')
        .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    });
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const match = new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return match ? decodeHeader(match[1]?.trim() ?? '') : '';
}

function smtpSession(socket: Socket): void {
  let from = '';
  let to: string[] = [];
  let data: string[] | null = null;
  let buffer = '';
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply('220 mailsink ESMTP (offline: nothing is delivered)');
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (data) {
        if (line === '.') {
          const raw = data.join('\r\n');
          const message = { id: ++lastId, receivedAt: new Date().toISOString(), from, to, subject: header(raw, 'Subject'), raw };
          messages.unshift(message);
          messages.length = Math.min(messages.length, KEEP);
          log('message received', { id: message.id, to, subject: message.subject });
          data = null;
          from = '';
          to = [];
          reply(`250 queued as ${message.id}`);
        } else data.push(line.startsWith('..') ? line.slice(1) : line);
        continue;
      }
      const command = line.slice(0, 4).toUpperCase();
      if (command === 'EHLO') reply('250-mailsink\r\n250-8BITMIME\r\n250 SIZE 10485760');
      else if (command === 'HELO') reply('250 mailsink');
      else if (command === 'MAIL') {
        from = /<([^>]*)>/.exec(line)?.[1] ?? '';
        reply('250 OK');
      } else if (command === 'RCPT') {
        to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        reply('250 OK');
      } else if (command === 'DATA') {
        data = [];
        reply('354 end with <CRLF>.<CRLF>');
      } else if (command === 'RSET') {
        from = '';
        to = [];
        reply('250 OK');
      } else if (command === 'NOOP') reply('250 OK');
      else if (command === 'QUIT') {
        reply('221 bye');
        socket.end();
      } else reply('502 not implemented');
    }
  });
  socket.on('error', () => socket.destroy());
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

const http = createHttpServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://mailsink');
  if (url.pathname === '/messages') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(messages.map(({ raw: _raw, ...summary }) => summary)));
    return;
  }
  const one = /^\/messages\/(\d+)$/.exec(url.pathname);
  if (one) {
    const message = messages.find((candidate) => candidate.id === Number(one[1]));
    response.writeHead(message ? 200 : 404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(message?.raw ?? 'No such message');
    return;
  }
  if (url.pathname === '/') {
    const rows = messages
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.receivedAt)}</td><td>${escapeHtml(m.to.join(', '))}</td><td><a href="/messages/${m.id}">${escapeHtml(m.subject || '(no subject)')}</a></td></tr>`,
      )
      .join('');
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
    response.end(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Mail sink</title><body style="font:1rem system-ui;margin:2rem"><h1>Mail the offline shop sent (none was delivered)</h1><table><tr><th>Received</th><th>To</th><th>Subject</th></tr>${rows}</table></body></html>`,
    );
    return;
  }
  response.writeHead(404).end();
});

const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT ?? 2525);
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT ?? 8025);
const host = process.env.MAIL_SINK_HOST ?? '0.0.0.0';
const smtp = createServer(smtpSession).listen(smtpPort, host, () => log('accepting SMTP', { port: smtpPort }));
http.listen(httpPort, host, () => log('listing messages over HTTP', { port: httpPort }));
process.on('SIGTERM', () => {
  smtp.close();
  http.close();
  process.exit(0);
});
