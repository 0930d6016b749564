import { describe, expect, it } from 'vitest';
import { type SearchEntry, search } from './search.ts';

const entry = (name: string | string[], type = 'Kooler'): SearchEntry => ({ name, image: null, type, link: `/x/${String(name)}` });
const index = [
  entry('Mango'),
  entry('Alphonso Mango Kooler'),
  entry('Guava'),
  entry('Jamun'),
  entry('Lychee'),
  entry('Avocado'),
  entry('Chocolate'),
  entry('Sitafal'),
  entry(['Virgin', 'Coconut Oil'], 'Product'),
  entry('Help centre', 'Page'),
];

describe('search', () => {
  it('waits for more than 2 characters', () => {
    expect(search(index, 'ma').matches).toEqual([]);
    expect(search(index, 'man').matches.map((e) => e.name)).toEqual(['Mango', 'Alphonso Mango Kooler']);
  });

  it('ignores case and surrounding spaces, and joins list names', () => {
    expect(search(index, '  MANGO ').matches).toHaveLength(2);
    expect(search(index, 'virgin coconut').matches.map((e) => e.type)).toEqual(['Product']);
  });

  it('suggests at most 5 other entries of the first match’s kind, none without a match', () => {
    const { suggestions } = search(index, 'guava');
    expect(suggestions).toHaveLength(5);
    expect(suggestions.every((e) => e.type === 'Kooler' && e.name !== 'Guava')).toBe(true);
    expect(search(index, 'xyz')).toEqual({ matches: [], suggestions: [] });
  });
});
