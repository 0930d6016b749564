import { expect, it } from 'vitest';
import { firstParagraph, metaDescription } from './meta-description.ts';

it('keeps a short text, with its spaces tidied', () => {
  expect(metaDescription('  Fresh   coconut\ndrinks. ')).toBe('Fresh coconut drinks.');
});

it('cuts a long text at a word and marks the cut', () => {
  const description = metaDescription('one two three, four five', 16);
  expect(description).toBe('one two three…');
  expect(description.length).toBeLessThanOrEqual(16);
});

it('reads the first paragraph of rich text, links included', () => {
  expect(
    firstParagraph([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Title' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Read ', bold: true },
          { type: 'link', url: '/faq', children: [{ type: 'text', text: 'the FAQ' }] },
        ],
      },
    ]),
  ).toBe('Read the FAQ');
  expect(firstParagraph([])).toBe('');
});
