import { describe, expect, it } from 'vitest';
import { entryName, type SearchEntry, search } from './search.ts';

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
  entry('Hibiscus Coconut Hair Oil', 'Product'),
  entry('Coconut Shell Charcoal Soap', 'Product'),
  entry('Coir Doormat', 'Product'),
  entry('Help centre', 'Page'),
];
const names = (entries: SearchEntry[]) => entries.map(entryName);

describe('search', () => {
  it('waits for more than 2 characters', () => {
    expect(search(index, 'ma').matches).toEqual([]);
    expect(search(index, '  ma  ').matches).toEqual([]);
    expect(names(search(index, 'man').matches)).toEqual(['Mango', 'Alphonso Mango Kooler']);
  });

  it('ignores case and surrounding spaces, and joins list names', () => {
    expect(search(index, '  MANGO ').matches).toHaveLength(2);
    expect(names(search(index, 'virgin coconut').matches)).toEqual(['Virgin Coconut Oil']);
  });

  describe('several words', () => {
    it.each([
      ['coconut oil', ['Virgin Coconut Oil', 'Hibiscus Coconut Hair Oil']],
      ['oil coconut', ['Virgin Coconut Oil', 'Hibiscus Coconut Hair Oil']],
      ['hair   oil', ['Hibiscus Coconut Hair Oil']],
      ['coco soap', ['Coconut Shell Charcoal Soap']],
      ['mango kooler', ['Alphonso Mango Kooler']],
    ])('“%s” finds every name holding each word, in any order', (query, expected) => {
      expect(names(search(index, query).matches)).toEqual(expected);
    });

    it('a name missing any one word is not a match', () => {
      expect(search(index, 'coconut doormat').matches).toEqual([]);
      expect(names(search(index, 'coconut oil soap').matches)).toEqual([]);
    });

    it('a short word counts once the whole query is long enough', () => {
      expect(names(search(index, 'co oil').matches)).toEqual(['Virgin Coconut Oil', 'Hibiscus Coconut Hair Oil']);
    });
  });

  it('suggests at most 5 other entries of the first match’s kind, none without a match', () => {
    const { suggestions } = search(index, 'guava');
    expect(suggestions).toHaveLength(5);
    expect(suggestions.every((e) => e.type === 'Kooler' && e.name !== 'Guava')).toBe(true);
    expect(search(index, 'xyz')).toEqual({ matches: [], suggestions: [] });
  });

  it('never suggests an entry it already lists as a match', () => {
    const { matches, suggestions } = search(index, 'coconut oil');
    expect(names(suggestions)).toEqual(['Coconut Shell Charcoal Soap', 'Coir Doormat']);
    expect(suggestions.some((suggestion) => matches.includes(suggestion))).toBe(false);
  });
});
