import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderEmailData } from '../../src/email/templates.ts';
import { renderMessage } from '../../src/notifications/message-templates.ts';
import { emailWordsFor, type MessageWords } from '../../src/notifications/message-words.ts';
import { type Staff, signedInStaff } from '../support/desk.ts';
import { browser, buildTestApp, loggedInCustomer, PASSWORD, type TestApp, vashiCustomer } from '../support/test-app.ts';

/**
 * A customer's order emails are in the language of the page the order was placed from (issue 35):
 * the checkout island sends it as Accept-Language, the order keeps it (orders.language), and every
 * email about the order takes its words from the catalogue in that language (contracts/src/emails).
 */
let shop: TestApp;
let staff: Staff;

beforeAll(async () => {
  shop = await buildTestApp();
  staff = await signedInStaff(shop);
});
afterAll(() => shop.close());

let ips = 0;
/** A cash order placed by a new customer from a page in `language` (none: the English pages). */
async function placeCod(language?: 'hi' | 'mr') {
  const customer = await loggedInCustomer(shop.app, { ip: `198.51.100.${++ips}` });
  const placed = await customer.post(
    '/api/orders/cod',
    { items: [{ ref: 'kooler:mango', quantity: 2 }], customerDetails: { ...vashiCustomer, email: customer.email } },
    language ? { 'Accept-Language': language } : {},
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { customer, email: customer.email, orderId: placed.body.orderId as string, number: placed.body.number as string };
}

const mailsTo = async (email: string) => (await shop.mailsAbout('')).filter((mail) => mail.to === email);

describe('an order’s emails', () => {
  it('go out in Hindi, subject and body, for an order placed from a Hindi page; the shop’s notice stays English', async () => {
    const order = await placeCod('hi');
    const [confirmation, ...others] = await mailsTo(order.email);
    expect(others).toEqual([]);
    expect(confirmation?.subject).toBe(`आपका Koolers ऑर्डर ${order.number} दर्ज हो गया है`);
    expect(confirmation?.text).toMatch(
      new RegExp(
        `^नमस्ते Priya Nair,\\n\\nKoolers से ऑर्डर करने के लिए धन्यवाद! हमें आपका ऑर्डर ${order.number} मिल गया है।\\nकृपया ₹\\d[\\d,]*\\.\\d\\d तैयार रखें`,
      ),
    );
    expect(confirmation?.text).toMatch(/\nकुल: ₹\d[\d,]*\.\d\d\n/);
    expect(confirmation?.text).toContain('\nडिलीवरी का पता:\n');
    expect(confirmation?.text.endsWith('— टीम Koolers\nनवी मुंबई से ताज़ा नारियल ड्रिंक्स')).toBe(true);
    expect(confirmation?.html).toContain('<html lang="hi">');
    expect(confirmation?.html).toContain('>सामान</th>');
    // Nothing a customer reads is left in English (the order's facts, the item's name and Koolers aside).
    expect(confirmation?.text).not.toMatch(/\b(Hi|Thank|Total|Delivery|Please|Team)\b/);

    const notice = (await shop.mailsAbout(order.number)).find((mail) => mail.to !== order.email);
    expect(notice?.subject).toMatch(new RegExp(`^New order ${order.number}: ₹[\\d,.]+ \\(Cash on delivery\\)$`));
    expect(notice?.text).toContain('\nTotal: ₹');
  });

  it('name the order’s lines as the Hindi page did, and the order keeps the English the desk reads', async () => {
    const order = await placeCod('hi');
    const [confirmation] = await mailsTo(order.email);
    expect(confirmation?.text).toContain('2 × आम @ ₹100.00 = ₹200.00');
    expect(confirmation?.html).toContain('>आम</td>');
    expect(confirmation?.text).not.toContain('Mango');

    const mine = (await order.customer.get(`/api/me/orders/${order.orderId}`)).body;
    expect(mine.lines).toMatchObject([{ ref: 'kooler:mango', name: 'Mango Kooler', translatedName: 'आम', quantity: 2 }]);
    const desk = (await staff.get(`/orders/${order.orderId}`)).body;
    expect(desk.lines).toMatchObject([{ ref: 'kooler:mango', name: 'Mango Kooler' }]);
  });

  it('stay English for an order placed from an English page', async () => {
    const order = await placeCod();
    const [confirmation] = await mailsTo(order.email);
    expect(confirmation?.subject).toBe(`Your Koolers order ${order.number} is placed`);
    expect(confirmation?.text).toMatch(
      new RegExp(`^Hi Priya Nair,\\n\\nThank you for ordering from Koolers! We have received your order ${order.number}\\.\\n`),
    );
    expect(confirmation?.html).toContain('<html lang="en">');
    expect(confirmation?.text).toContain('2 × Mango Kooler @ ₹100.00 = ₹200.00');
  });

  it('keep the order’s language when the desk moves it later: a Marathi order’s confirmation, with its statuses, in Marathi', async () => {
    const order = await placeCod('mr');
    expect((await staff.put(`/orders/${order.orderId}/status`, { status: 'confirmed' })).status).toBe(200);
    const confirmed = (await mailsTo(order.email)).find((mail) => mail.subject.includes('निश्चित'));
    expect(confirmed?.subject).toBe(`तुमची Koolers ऑर्डर ${order.number} निश्चित झाली`);
    expect(confirmed?.text).toContain(`नमस्कार Priya Nair,\n\nआनंदाची बातमी: आम्ही तुमची ऑर्डर ${order.number} निश्चित केली आहे`);
    expect(confirmed?.text).toContain('पेमेंट: डिलिव्हरीवेळी पैसे. डिलिव्हरी: निश्चित झाली.');
  });
});

const placed: OrderEmailData = {
  number: 'KC-1043',
  customerName: 'Priya Nair',
  customerEmail: 'priya@example.in',
  address: 'Sector 17, Vashi',
  paymentMethod: 'cod',
  lines: [],
  subtotalPaise: 18_000,
  deliveryFeePaise: 0,
  discountPaise: 0,
  totalPaise: 18_000,
};
const entry = (language: string, subject: string, words: string): MessageWords => ({
  event: 'order-placed',
  channel: 'email',
  language,
  subject,
  words,
});
/** The email as the outbox sends it: the template, with Strapi's words for it when there are some in its language. */
const sent = (all: MessageWords[], params: OrderEmailData) =>
  renderMessage({ template: 'order-placed', params }, emailWordsFor(all, 'order-placed', params));

describe('a customer’s account emails', () => {
  /** The emails sent so far to `email` (an account email is sent as its request ends, not through the outbox). */
  const accountMailsTo = (email: string, count: number) =>
    vi.waitFor(() => {
      const mails = shop.mailsAboutNow('').filter((mail) => mail.to === email);
      if (mails.length < count) throw new Error(`${mails.length} of ${count} emails so far`);
      return mails;
    });

  it('follow the language of the page they were asked from: a reset link asked in Marathi, a password changed in Hindi', async () => {
    const customer = await loggedInCustomer(shop.app, { ip: `198.51.100.${++ips}` });
    const asked = await browser(shop.app, `198.51.100.${++ips}`).post(
      '/api/auth/forgot-password',
      { email: customer.email },
      { 'Accept-Language': 'mr' },
    );
    expect(asked.status).toBe(200);
    const [reset] = await accountMailsTo(customer.email, 1);
    expect(reset?.subject).toBe('तुमचा Koolers पासवर्ड बदला');
    expect(reset?.text).toContain('नवीन पासवर्ड इथे निवडा:');
    // The link opens the Marathi page to choose it.
    expect(reset?.text).toMatch(/\/mr\/reset-password#token=[\w-]{43}/);

    const changed = await customer.post(
      '/api/auth/change-password',
      { currentPassword: PASSWORD, password: 'fresh-coconut-42', confirmPassword: 'fresh-coconut-42' },
      { 'Accept-Language': 'hi-IN' },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const [, notice] = await accountMailsTo(customer.email, 2);
    expect(notice?.subject).toBe('आपका Koolers पासवर्ड बदल गया');
    expect(notice?.html).toContain('<html lang="hi">');
  });

  it('stay English from an English page', async () => {
    const customer = await loggedInCustomer(shop.app, { ip: `198.51.100.${++ips}` });
    await browser(shop.app, `198.51.100.${++ips}`).post(
      '/api/auth/forgot-password',
      { email: customer.email },
      { 'Accept-Language': 'en-IN' },
    );
    const [reset] = await accountMailsTo(customer.email, 1);
    expect(reset?.subject).toBe('Reset your Koolers password');
  });
});

describe('an editor’s words from Strapi, per language', () => {
  const english = entry('en', 'Order {order} is in', 'Thanks {name}!');

  it('are taken in the email’s language', () => {
    const hindi = entry('hi', 'ऑर्डर {order} आ गया', 'धन्यवाद {name}!');
    const email = sent([english, hindi], { ...placed, language: 'hi' });
    expect(email.subject).toBe('ऑर्डर KC-1043 आ गया');
    expect(email.text.startsWith('नमस्ते Priya Nair,\n\nधन्यवाद Priya Nair!\n')).toBe(true);
    expect(sent([english, hindi], placed).subject).toBe('Order KC-1043 is in');
  });

  it('missing in that language, leave the catalogue’s words in that language, never the English entry', () => {
    const email = sent([english], { ...placed, language: 'mr' });
    expect(email.subject).toBe('तुमची Koolers ऑर्डर KC-1043 नोंदवली गेली आहे');
    expect(email.text.startsWith('नमस्कार Priya Nair,\n\nKoolers कडून ऑर्डर केल्याबद्दल धन्यवाद! आम्हाला तुमची ऑर्डर KC-1043 मिळाली आहे.\n')).toBe(
      true,
    );
    expect(email.text).not.toContain('Thanks');
  });
});
