import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, buildTestApp, loggedInCustomer, type TestApp } from '../support/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

let ipCount = 0;
function visitor() {
  ipCount += 1;
  return browser(shop.app, `198.18.0.${ipCount}`);
}

const form = {
  name: 'Sneha Kulkarni',
  email: 'sneha@example.in',
  contact: '+91 98200 12345',
  message: 'Do you deliver tender coconut water to Kharghar on Sundays?\nThanks!',
};

/** The header block of a raw RFC 822 message, unfolded. */
function headers(raw: string): string {
  return (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
}

describe('POST /api/contact', () => {
  it('stores the message (number normalised), mails it to the shop with reply-to the sender, and answers "Message Sent!"', async () => {
    const before = (await shop.outbox()).length;
    const response = await visitor().post('/api/contact', form);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: 'Message Sent!' });

    const stored = await shop.db.selectFrom('contact_messages').selectAll().where('email', '=', form.email).execute();
    expect(stored).toEqual([
      {
        id: expect.any(Number),
        name: form.name,
        email: form.email,
        contact: '9820012345',
        message: form.message,
        created_at: expect.any(String),
        // Unread until someone at the order desk opens it.
        read_at: null,
        customer_id: null,
      },
    ]);

    const mails = await shop.outbox();
    expect(mails).toHaveLength(before + 1);
    const mail = mails.find((raw) => raw.includes('Sneha Kulkarni')) as string;
    expect(headers(mail)).toMatch(/^To: orders@koolers\.in$/m);
    expect(headers(mail)).toMatch(/^Reply-To: sneha@example\.in$/m);
    expect(headers(mail)).toMatch(/^Subject: Contact form: message from Sneha Kulkarni$/m);
    expect(headers(mail)).toMatch(/^From: Koolers <hello@koolers\.in>$/m);
    expect(mail).toContain('Kharghar');
  });

  it('remembers which logged-in customer sent a message (for their data download)', async () => {
    const customer = await loggedInCustomer(shop.app, { ip: '198.18.1.1' });
    expect((await customer.post('/api/contact', { ...form, message: 'From my account' })).status).toBe(201);
    const stored = await shop.db
      .selectFrom('contact_messages')
      .innerJoin('customers', 'customers.id', 'contact_messages.customer_id')
      .select('customers.email')
      .where('message', '=', 'From my account')
      .execute();
    expect(stored).toEqual([{ email: customer.email }]);
  });

  it.each([
    ['9820012345', '9820012345'],
    ['98200 12345', '9820012345'],
    ['+919820012345', '9820012345'],
    ['098200-12345', '9820012345'],
  ])('accepts the contact number %s and stores %s', async (contact, stored) => {
    const email = `number-${ipCount}@example.in`;
    expect((await visitor().post('/api/contact', { ...form, email, contact })).status).toBe(201);
    const row = await shop.db.selectFrom('contact_messages').select('contact').where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.contact).toBe(stored);
  });

  it.each([
    ['no name', { name: undefined }, 'Please fill in all fields.'],
    ['a blank message', { message: '  ' }, 'Please fill in all fields.'],
    ['no email', { email: '' }, 'Please fill in all fields.'],
    ['no contact number', { contact: undefined }, 'Please fill in all fields.'],
    ['an email without @', { email: 'sneha.example.in' }, 'Please enter a valid email.'],
    ['a 9-digit number', { contact: '982001234' }, 'Please enter a valid 10-digit contact number.'],
    ['a number with letters', { contact: '98200ABCDE' }, 'Please enter a valid 10-digit contact number.'],
    ['a foreign prefix', { contact: '+44 7700 900123' }, 'Please enter a valid 10-digit contact number.'],
    ['a message over 2000 characters', { message: 'm'.repeat(2001) }, 'Your message must be at most 2000 characters.'],
  ])('refuses %s (400), storing and sending nothing', async (_case, overrides, message) => {
    const mailsBefore = (await shop.outbox()).length;
    const response = await visitor().post('/api/contact', { ...form, ...overrides });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'invalid_request', message });
    expect(await shop.outbox()).toHaveLength(mailsBefore);
  });

  it('accepts a message of exactly 2000 characters', async () => {
    expect((await visitor().post('/api/contact', { ...form, message: 'x'.repeat(2000) })).status).toBe(201);
  });

  it('lets one network send 5 messages in 10 minutes, then answers 429 with Retry-After', async () => {
    const sender = visitor();
    for (let n = 0; n < 5; n++) expect((await sender.post('/api/contact', form)).status).toBe(201);
    const mailsBefore = (await shop.outbox()).length;
    const refused = await sender.post('/api/contact', form);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      code: 'too_many_messages',
      message: 'You have sent several messages in a short time. Please wait a few minutes and try again.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(await shop.outbox()).toHaveLength(mailsBefore);
    expect((await visitor().post('/api/contact', form)).status).toBe(201);
  });

  it('refuses a post from another site (403)', async () => {
    const response = await visitor().agent.post('/api/contact').set('Origin', 'https://evil.example').send(form);
    expect(response.status).toBe(403);
  });
});

describe('POST /api/contact when the mail server fails', () => {
  it('keeps the message, answers "Message Sent!", and logs the failure', async () => {
    const failing = await buildTestApp({
      mailer: {
        send: async () => {
          throw new Error('SMTP down');
        },
      },
    });
    try {
      const response = await browser(failing.app).post('/api/contact', form);
      expect(response.status).toBe(201);
      expect(await failing.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(1);
      expect(failing.logs()).toContain('contact message stored but not emailed to the shop');
    } finally {
      await failing.close();
    }
  });
});
