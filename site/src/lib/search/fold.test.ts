import { describe, expect, it } from 'vitest';
import { WORD_ALIASES } from './aliases.ts';
import { SEEDED_CATALOGUE } from './catalogue.fixture.ts';
import { foldedWords, foldWord } from './fold.ts';
import { entryName } from './search.ts';

describe('folding a word', () => {
  it.each([
    ['Naariyal', 'nariyal'],
    ['KOOLERS', 'koler'],
    ['mangoes', 'mango'],
    ['lychees', 'lyche'],
    ['strawberries', 'stravbery'],
    ['chaas', 'chas'],
    ['hibiscus', 'hibiscus'],
    ['sitaphal', 'sitafal'],
    ['crème', 'creme'],
    ['गुड़', 'गुड'],
    ['आँवला', 'आंवला'],
    ['नारळ', 'नारळ'],
  ])('“%s” is searched as “%s”', (word, folded) => {
    expect(foldWord(word)).toBe(folded);
  });

  it('leaves out the words that only join others, in either script', () => {
    expect(foldedWords('Jamun wala')).toEqual(['jamun']);
    expect(foldedWords('नारळ वाला')).toEqual(['नारळ']);
  });

  it('keeps Devanagari’s vowel signs, which are combining marks too', () => {
    expect(foldedWords('नारियल पानी')).toEqual(['नारियल', 'पानी']);
  });
});

describe('the alias table', () => {
  it('names only words the catalogue uses (a word nobody has is a slip in the table)', () => {
    const catalogueWords = new Set(
      SEEDED_CATALOGUE.flatMap(({ entry, description }) => foldedWords(`${entryName(entry)} ${description ?? ''}`)),
    );
    const unused = Object.keys(WORD_ALIASES).filter((word) => !catalogueWords.has(foldWord(word) ?? word));
    expect(unused).toEqual([]);
  });
});
