import { describe, expect, it } from 'vitest';
import { inEnglish, laidOver } from './laid-over.ts';

const english = { name: 'Strawberry', subtitle: 'Mahabaleshwar strawberries', note: null, points: ['Fresh'], price: 100 };

describe('a translation laid over its English', () => {
  it('reads each field the translation has, and the rest in English, marked so', () => {
    const page = laidOver(english, { name: 'स्ट्रॉबेरी', subtitle: '', note: null, points: [], price: 100 });
    expect(page).toEqual({ name: 'स्ट्रॉबेरी', subtitle: 'Mahabaleshwar strawberries', note: null, points: ['Fresh'], price: 100 });
    expect(inEnglish(page, 'name')).toBeUndefined();
    expect(inEnglish(page, 'subtitle')).toBe('en');
    expect(inEnglish(page, 'points')).toBe('en');
    // Nothing to read in either language is not English text.
    expect(inEnglish(page, 'note')).toBeUndefined();
  });

  it('reads a document nobody translated wholly in English, every text marked', () => {
    const page = laidOver(english, undefined);
    expect(page).toEqual(english);
    expect(['name', 'subtitle', 'points'].map((field) => inEnglish(page, field))).toEqual(['en', 'en', 'en']);
  });

  it('marks nothing on an English page', () => {
    expect(inEnglish(english, 'name')).toBeUndefined();
  });
});
