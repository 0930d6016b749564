import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.ts';
import { CUSTOMER_DELIVERY_LABELS, CUSTOMER_PAYMENT_LABELS } from '../order-status.ts';
import { fill, placeholdersOf } from './fill.ts';
import { ALL_WORDS, pageWords, type WordArea } from './index.ts';
import { deliveryStatusIn, orders, paymentStatusIn } from './orders.ts';

/**
 * Words that stay English in Hindi and Marathi on purpose, by area: `'all'` for an area only staff
 * read (the desk is English; issue 35 translates what shoppers and customers read). Anything else
 * a translation leaves without a Devanagari letter fails, so untranslated English cannot hide.
 */
const LEFT_IN_ENGLISH: Partial<Record<WordArea, 'all' | readonly string[]>> = {
  desk: 'all',
  deskOrders: 'all',
  // The menu's "Coco Club" is the club's name, which stays as it is in every language.
  account: ['sectionCocoClub'],
  // Only punctuation around words that are translated (or the customer's and staff's own reasons).
  orders: ['refundWithReason', 'cancelledWithReason'],
  // "UPI ID" is what every UPI app and bank calls it, in every language.
  checkout: ['upiId'],
};

const areas = Object.keys(ALL_WORDS) as WordArea[];

describe.each(areas)('the %s words', (area) => {
  const english = ALL_WORDS[area].en;
  const leftInEnglish = LEFT_IN_ENGLISH[area];

  it.each(LANGUAGES.filter((language) => language !== 'en'))('in %s have every English key and keep its placeholders', (language) => {
    const translation = ALL_WORDS[area][language];
    expect(Object.keys(translation).sort()).toEqual(Object.keys(english).sort());
    for (const [key, template] of Object.entries(english)) {
      expect(placeholdersOf(translation[key] ?? ''), `${area}.${key} in ${language}`).toEqual(placeholdersOf(template));
    }
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('in %s are written in Devanagari', (language) => {
    if (leftInEnglish === 'all') return;
    const untranslated = Object.entries(ALL_WORDS[area][language])
      .filter(([key, words]) => !/\p{Script=Devanagari}/u.test(words) && !leftInEnglish?.includes(key))
      .map(([key]) => key);
    expect(untranslated, `${area} words left in English in ${language}`).toEqual([]);
  });

  it('are never empty', () => {
    for (const language of LANGUAGES) {
      for (const [key, words] of Object.entries(ALL_WORDS[area][language]))
        expect(words.trim(), `${area}.${key} in ${language}`).not.toBe('');
    }
  });
});

describe('pageWords', () => {
  it('hands an island the areas it names, in the page language, and that language (where its links lead)', () => {
    expect(pageWords('mr', 'cart').cart.emptyPanel).toBe('तुमची कार्ट रिकामी आहे');
    expect(pageWords('mr', 'cart').language).toBe('mr');
    expect(Object.keys(pageWords('en', 'cart'))).toEqual(['language', 'cart']);
  });
});

describe('fill', () => {
  it('puts the parameters in their placeholders, and leaves a template without any as it is', () => {
    expect(fill('Only {count} left of {name}', { count: 3, name: 'Mango kooler' })).toBe('Only 3 left of Mango kooler');
    expect(fill('No products in cart')).toBe('No products in cart');
  });

  it('leaves a placeholder it was not given visible rather than writing "undefined"', () => {
    const template: string = 'Hello {name}';
    expect(fill(template as 'Hello {who}', { who: 'x' } as never)).toBe('Hello {name}');
  });
});

describe('where an order stands', () => {
  it('says each status in English as order-status.ts does, and in Hindi and Marathi', () => {
    for (const [status, label] of Object.entries(CUSTOMER_PAYMENT_LABELS)) expect(paymentStatusIn(orders.en, status)).toBe(label);
    for (const [status, label] of Object.entries(CUSTOMER_DELIVERY_LABELS)) expect(deliveryStatusIn(orders.en, status)).toBe(label);
    expect(deliveryStatusIn(orders.mr, 'out_for_delivery')).toBe('डिलिव्हरीसाठी निघाली');
    expect(paymentStatusIn(orders.hi, 'some_new_status')).toBe('some_new_status');
  });
});
