import { pageWords } from '@koolers/contracts/words/index';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withWords } from '../../lib/words.tsx';
import { Amounts } from './Amounts.tsx';

const amounts = {
  subtotalPaise: 24_000,
  deliveryFeePaise: 0,
  discountPaise: 2_400,
  discount: { kind: 'code', code: 'MONSOON10', paise: 2_400 } as const,
  totalPaise: 21_600,
};
// As an island's root would show them: given the page's words.
const AmountsWithWords = withWords(Amounts);
const inLanguage = (language: 'en' | 'hi' | 'mr') =>
  renderToStaticMarkup(createElement(AmountsWithWords, { words: pageWords(language, 'cart'), amounts }));

describe('the amounts of a cart or an order', () => {
  it('keep the spec’s English words, and the code that gave the discount', () => {
    const html = inLanguage('en');
    for (const words of ['Sub Total', 'Delivery Fee', 'Code MONSOON10', 'Total', '₹216.00']) expect(html).toContain(words);
  });

  it('read in Marathi on a Marathi page, with the same amounts', () => {
    const html = inLanguage('mr');
    for (const words of ['उप-एकूण', 'डिलिव्हरी शुल्क', 'कोड MONSOON10', 'एकूण', '₹216.00']) expect(html).toContain(words);
    expect(html).not.toContain('Sub Total');
  });
});
