import { describe, expect, it } from 'vitest';
import { en } from '../src/emails/en.ts';
import { EMAIL_CATALOGUES, EMAIL_KEYS, type EmailCatalogue, type EmailKey, emailWords } from '../src/emails.ts';
import { LANGUAGES } from '../src/languages.ts';
import { moneyOnCancellation } from '../src/order-money.ts';
import { checkout } from '../src/words/checkout.ts';

/** The keys of the emails only the shop and its staff read: English in every language (the desk is in English). */
const STAFF_ONLY = /^(shop_order|shop_club|shop|contact|payment_alert|site_build|staff_invite|staff_reset)\./;

/** Facts for every entry that names some, each a value a translation must carry through unchanged. */
const FACTS: Record<string, unknown> = {
  name: 'Priya Nair',
  order: 'KC-1043',
  total: '₹649.50',
  amount: '₹1,200.00',
  minutes: 30,
  arrives: 'Tue 1 Dec, 9–11 am',
  link: 'https://koolers.in/products',
  reason: 'Out of mangoes',
  invoice: 'KLR/26-27/0042',
  code: 'WELCOME10',
  date: '14 March 2027',
  until: '14 March 2027',
  number: 'CC-1042',
  reference: '123456789012',
  orders: 3,
};
/** What an entry's function is called with: the facts, plus the status and money facts some entries read. */
const facts = { ...FACTS, payment: 'paid', delivery: 'confirmed', paymentStatus: 'paid', totalPaise: 64_950, refundedPaise: 0 };
const worded = (catalogue: EmailCatalogue, key: EmailKey) => {
  const entry = catalogue[key] as string | ((params: unknown) => string);
  return typeof entry === 'string' ? entry : entry(facts);
};
/** The facts an English entry shows: its translation must show each of them too. */
const factsIn = (text: string) => Object.values(FACTS).filter((value) => text.includes(String(value)));

describe('the email catalogue', () => {
  it('words an email’s entry in English verbatim, with its facts filled in', () => {
    const words = emailWords('en');
    expect(words('placed.cod_subject', { order: 'KC-1043' })).toBe('Your Koolers order KC-1043 is placed');
    expect(words('standing', { payment: 'cash_due', delivery: 'unconfirmed' })).toBe(
      'Payment: Pay on delivery. Delivery: Waiting for the shop to confirm.',
    );
    expect(words('account_deleted.kept', { orders: 1 })).toContain('the records of your order (what was bought');
  });

  it('keeps a sentence another module tells written once: what a cancellation does with the money', () => {
    const order = { paymentStatus: 'partially_refunded', totalPaise: 100_000, refundedPaise: 25_000 } as const;
    expect(emailWords('en')('cancelled.money', order)).toBe(moneyOnCancellation(order, checkout.en));
  });

  it('is the shape every language must have: a missing or misshapen entry fails type-checking', () => {
    for (const language of LANGUAGES) expect(Object.keys(EMAIL_CATALOGUES[language]).sort()).toEqual([...EMAIL_KEYS].sort());
    const { footer: _dropped, ...missingOne } = en;
    // @ts-expect-error a language that lacks an entry is not an EmailCatalogue, so `tsc` refuses it
    const incomplete: EmailCatalogue = missingOne;
    expect(Object.keys(incomplete)).not.toContain('footer');
    // @ts-expect-error an entry with facts must stay a function of the same facts
    const misshapen: EmailCatalogue = { ...en, 'paid.subject': 'Payment received' };
    expect(typeof misshapen['paid.subject']).toBe('string');
  });

  it('translates every entry a customer reads into Hindi and Marathi, in Devanagari; only the staff’s stay English', () => {
    for (const language of ['hi', 'mr'] as const) {
      const catalogue = EMAIL_CATALOGUES[language];
      for (const key of EMAIL_KEYS) {
        const words = worded(catalogue, key);
        if (STAFF_ONLY.test(key)) {
          expect(words, `${language} ${key} is the staff's English`).toBe(worded(en, key));
          continue;
        }
        expect(words, `${language} ${key} is still English`).not.toBe(worded(en, key));
        expect(words, `${language} ${key} is not in Devanagari`).toMatch(/[\u0900-\u097F]/);
      }
    }
  });

  it('carries every fact of an entry into its translation', () => {
    for (const language of ['hi', 'mr'] as const) {
      for (const key of EMAIL_KEYS) {
        const words = worded(EMAIL_CATALOGUES[language], key);
        for (const fact of factsIn(worded(en, key))) expect(words, `${language} ${key} drops ${fact}`).toContain(String(fact));
      }
    }
  });
});
