import { pageWords } from '@koolers/contracts/words/index';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FilledWords } from './FilledWords.tsx';

const link = (text: string) => createElement('a', { href: '/login' }, text);

describe('a sentence with a link in it', () => {
  it('keeps the English sentence as it was, the link where it was', () => {
    const { checkout } = pageWords('en', 'checkout');
    const html = renderToStaticMarkup(
      createElement(FilledWords, { template: checkout.logInToPay, parts: { link: link(checkout.logInLink) } }),
    );
    expect(html).toBe('Please <a href="/login">log in</a> to pay your order.');
  });

  it('puts the link where Hindi and Marathi put it: at the end of the sentence, not where English has it', () => {
    for (const language of ['hi', 'mr'] as const) {
      const { checkout } = pageWords(language, 'checkout');
      const html = renderToStaticMarkup(
        createElement(FilledWords, { template: checkout.logInToPay, parts: { link: link(checkout.logInLink) } }),
      );
      expect(html).toMatch(new RegExp(`<a href="/login">${checkout.logInLink}</a>[।.]$`));
      expect(html).not.toContain('{link}');
    }
  });
});
