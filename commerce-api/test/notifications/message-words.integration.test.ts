import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderSms, renderWhatsApp, SMS_TEMPLATES, WHATSAPP_TEMPLATES } from '@koolers/scripts/messaging-sandbox/approved-templates';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { payInSandbox } from '../support/payments.ts';
import { buildTestApp, loggedInCustomer, type TestApp, vashiCustomer } from '../support/test-app.ts';

/**
 * A message's words come from Strapi, per event, channel and language (issue 33): the suite's
 * Strapi serves the seeded words, and an editor's change is played by a proxy in front of it that
 * rewrites the Coco Club welcome email's entry (or fails, as a Strapi that is down would).
 */
const cmsUrl = inject('cmsUrl');
let shop: TestApp;
let proxy: Server;
type Entry = { event: string; channel: string; language: string; subject: string | null; words: string; approvedTemplate: string | null };
let edit: ((entry: Entry) => Entry) | 'down' | null = null;

beforeAll(async () => {
  proxy = createServer(async (req, res) => {
    if (req.url?.startsWith('/api/order-messages') && edit === 'down') {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"down"}');
      return;
    }
    const upstream = await fetch(`${cmsUrl}${req.url}`);
    let body = await upstream.text();
    if (req.url?.startsWith('/api/order-messages') && typeof edit === 'function') {
      const page = JSON.parse(body) as { data: Entry[] };
      body = JSON.stringify({ ...page, data: page.data.map(edit) });
    }
    res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' }).end(body);
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => proxy.once('listening', resolve));
  shop = await buildTestApp({ cmsUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` });
});
afterAll(async () => {
  await shop.close();
  await new Promise((resolve) => proxy.close(resolve));
});

const strapiChanged = () =>
  request(shop.app).post('/api/cms/webhook').set('Authorization', 'Bearer api-test-cms-webhook-secret').send({ event: 'entry.update' });

let ips = 0;
/** A member pays for Coco Club; answers the welcome email they got, and the desk's line of it. */
async function welcomeEmail() {
  const customer = await loggedInCustomer(shop.app, { ip: `203.0.113.${++ips}` });
  const details = { name: 'Kavya Patil', email: customer.email, phone: '9867001234', address: 'Sector 9, Vashi', pincode: '400703' };
  const requested = await customer.post('/api/memberships/razorpay', details);
  expect(requested.status).toBe(201);
  const paid = await payInSandbox(shop.sandbox.url, requested.body.razorpay.orderId);
  expect((await customer.post('/api/memberships/verify-payment', paid)).status).toBe(200);
  const mails = (await shop.mailsAbout('')).filter((mail) => mail.to === customer.email);
  expect(mails).toHaveLength(1);
  const row = await shop.db
    .selectFrom('outbox_messages')
    .select('subject')
    .where('event_key', '=', `club.joined:${requested.body.membershipId}`)
    .where('channel', '=', 'email')
    .executeTakeFirstOrThrow();
  return { ...(mails[0] as { subject: string; text: string }), deskLine: row.subject };
}

const CODE_SUBJECT = 'Welcome to Coco Club: your membership is active';
const CODE_WELCOME = /We have received your payment of ₹1,?200\.00\. Your membership is active until \d+ \w+ \d{4}\./;
const clubJoinedEmail = (entry: Entry) => entry.event === 'club-joined' && entry.channel === 'email';

describe('the words of a message', () => {
  it('are the seeded ones: the email reads as it always did', async () => {
    const email = await welcomeEmail();
    expect(email.subject).toBe(CODE_SUBJECT);
    expect(email.text).toMatch(CODE_WELCOME);
  });

  it('follow an editor’s change of the subject and opening paragraph, placeholders filled, once Strapi says so', async () => {
    edit = (entry) =>
      clubJoinedEmail(entry)
        ? { ...entry, subject: 'You are in, {name}: Coco Club {number}', words: 'Welcome aboard, {name}! Your year runs until {until}.' }
        : entry;
    expect((await strapiChanged()).status).toBeLessThan(300);
    const email = await welcomeEmail();
    expect(email.subject).toMatch(/^You are in, Kavya Patil: Coco Club CC-\d+$/);
    expect(email.text).toMatch(/^Hi Kavya Patil,\n\nWelcome aboard, Kavya Patil! Your year runs until \d+ \w+ \d{4}\.\n/);
    expect(email.text).not.toMatch(CODE_WELCOME);
    expect(email.deskLine).toBe(email.subject);
  });

  it('fall back to the words in code when an edit names a placeholder the message has not, or Strapi cannot answer', async () => {
    edit = (entry) => (clubJoinedEmail(entry) ? { ...entry, words: 'Welcome aboard, {nmae}!' } : entry);
    await strapiChanged();
    const typo = await welcomeEmail();
    expect([typo.subject, typo.text.match(CODE_WELCOME) !== null]).toEqual([CODE_SUBJECT, true]);

    edit = 'down';
    await strapiChanged();
    const down = await welcomeEmail();
    expect([down.subject, down.text.match(CODE_WELCOME) !== null]).toEqual([CODE_SUBJECT, true]);
    edit = null;
    await strapiChanged();
  });

  it('of an order’s payment email follow an editor too, with the order’s own number and total', async () => {
    edit = (entry) =>
      entry.event === 'order-paid' && entry.channel === 'email'
        ? { ...entry, subject: 'Paid, {name}: {order}', words: 'Thank you! {total} reached us for {order}.' }
        : entry;
    expect((await strapiChanged()).status).toBeLessThan(300);
    const customer = await loggedInCustomer(shop.app, { ip: `203.0.113.${++ips}` });
    const created = await customer.post('/api/orders/create-razorpay-order', {
      items: [{ ref: 'kooler:mango', quantity: 2 }],
      customerDetails: { ...vashiCustomer, email: customer.email },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const paid = await payInSandbox(shop.sandbox.url, created.body.razorpayOrderId);
    expect((await customer.post('/api/orders/verify-payment', paid)).status).toBe(200);
    const number = (await shop.db.selectFrom('orders').select('number').where('id', '=', created.body.orderId).executeTakeFirstOrThrow())
      .number;
    const mail = (await shop.mailsAbout(`KC-${number}`)).find((sent) => sent.to === customer.email && sent.subject.startsWith('Paid'));
    expect(mail?.subject).toBe(`Paid, ${vashiCustomer.name}: KC-${number}`);
    expect(mail?.text.startsWith(`Hi ${vashiCustomer.name},\n\nThank you! ₹200.00 reached us for KC-${number}.\n`)).toBe(true);
    edit = null;
    await strapiChanged();
  });

  it('of an order placed in Hindi are its Hindi entry’s, and with none the shop’s Hindi words, never the English entry', async () => {
    const placeInHindi = async () => {
      const customer = await loggedInCustomer(shop.app, { ip: `203.0.113.${++ips}` });
      const placed = await customer.post(
        '/api/orders/cod',
        { items: [{ ref: 'kooler:mango', quantity: 1 }], customerDetails: { ...vashiCustomer, email: customer.email } },
        { 'Accept-Language': 'hi' },
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const number = placed.body.number as string;
      const mail = (await shop.mailsAbout(number)).find((sent) => sent.to === customer.email);
      return { number, subject: mail?.subject, text: mail?.text ?? '' };
    };
    // The seed has the English entry only: the email keeps the catalogue's Hindi.
    const seeded = await placeInHindi();
    expect(seeded.subject).toBe(`आपका Koolers ऑर्डर ${seeded.number} दर्ज हो गया है`);
    expect(seeded.text).toContain(`नमस्ते ${vashiCustomer.name},\n\nKoolers से ऑर्डर करने के लिए धन्यवाद!`);

    edit = (entry) =>
      entry.event === 'order-placed' && entry.channel === 'email'
        ? { ...entry, language: 'hi', subject: 'ऑर्डर {order} हमें मिल गया', words: 'शुक्रिया {name}, आपका ऑर्डर {order} मिल गया।' }
        : entry;
    expect((await strapiChanged()).status).toBeLessThan(300);
    const edited = await placeInHindi();
    expect(edited.subject).toBe(`ऑर्डर ${edited.number} हमें मिल गया`);
    expect(edited.text).toContain(`नमस्ते ${vashiCustomer.name},\n\nशुक्रिया ${vashiCustomer.name}, आपका ऑर्डर ${edited.number} मिल गया।\n`);
    edit = null;
    await strapiChanged();
  });

  it('show editors, for WhatsApp and SMS, the approved template each maps to, in its approved words', async () => {
    const entries = ((await (await fetch(`${cmsUrl}/api/order-messages?pagination[pageSize]=100`)).json()) as { data: Entry[] }).data;
    const phone = entries.filter((entry) => entry.channel !== 'email');
    expect(phone.length).toBeGreaterThanOrEqual(20);
    for (const entry of phone) {
      // The named placeholders, in order, are the template's parameters (WhatsApp) or variables (SMS).
      const names = [...entry.words.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
      if (entry.channel === 'whatsapp') {
        const name = /WhatsApp template (\w+) \(en\)/.exec(entry.approvedTemplate ?? '')?.[1];
        const approved = WHATSAPP_TEMPLATES.find((template) => template.name === name);
        expect(approved, `${entry.event} names an approved WhatsApp template`).toBeDefined();
        const rendered = renderWhatsApp(
          approved as NonNullable<typeof approved>,
          names.map((n) => `<${n}>`),
        );
        expect(rendered).toBe(entry.words.replace(/\{(\w+)\}/g, '<$1>'));
      } else {
        const id = /MSG91 template (\w+)\)/.exec(entry.approvedTemplate ?? '')?.[1];
        const approved = SMS_TEMPLATES.find((template) => template.templateId === id);
        expect(approved, `${entry.event} names a DLT-registered SMS template`).toBeDefined();
        const variables = Object.fromEntries(names.map((n) => [n, `<${n}>`]));
        expect(renderSms(approved as NonNullable<typeof approved>, variables).replace(/##\w+##/g, '?')).toBe(
          entry.words.replace(/\{(\w+)\}/g, '<$1>'),
        );
      }
    }
  });
});
