import { describe, expect, it } from 'vitest';
import { sentences, sentencesIn, withoutRepeatedSentences } from './sentences.ts';

describe('a derived description says each thing once', () => {
  it('drops a benefit that opens with the tagline’s words (the virgin coconut oil’s description)', () => {
    const text = sentences(
      'Cold-pressed from fresh coconut milk, never heated',
      'Cold-pressed from fresh coconut milk, so it keeps its light, nutty aroma',
      'For cooking, oil pulling, baby massage and dry skin',
    );
    expect(withoutRepeatedSentences(text)).toBe(
      'Cold-pressed from fresh coconut milk, never heated. For cooking, oil pulling, baby massage and dry skin.',
    );
  });

  it.each([
    ['the same sentence twice, in other case and punctuation', 'Fresh koolers daily. fresh Koolers daily!', 'Fresh koolers daily.'],
    [
      'short sentences that only share a word',
      'Fresh. Fresh coconut. Fresh coconut drinks.',
      'Fresh. Fresh coconut. Fresh coconut drinks.',
    ],
    ['different sentences', 'Made in Vashi. Delivered in Navi Mumbai.', 'Made in Vashi. Delivered in Navi Mumbai.'],
  ])('%s', (_, text, expected) => {
    expect(withoutRepeatedSentences(text)).toBe(expected);
  });

  it('joins texts as sentences, leaving out empty and repeated ones', () => {
    expect(sentences('A tagline', null, '', 'Is it fresh?', 'Yes.', 'a tagline')).toBe('A tagline. Is it fresh? Yes.');
  });

  it('ends a Hindi sentence with a danda, and knows one already there; Marathi with a full stop', () => {
    expect(sentencesIn('hi', 'कच्चे नारियल में स्ट्रॉबेरी', 'ताज़ा बना।')).toBe('कच्चे नारियल में स्ट्रॉबेरी। ताज़ा बना।');
    expect(sentencesIn('mr', 'शहाळ्यात स्ट्रॉबेरी', 'रोज ताजे')).toBe('शहाळ्यात स्ट्रॉबेरी. रोज ताजे.');
    expect(sentencesIn('en', 'Fresh', 'Daily')).toBe('Fresh. Daily.');
  });

  it('hears a Hindi sentence said twice, its vowel signs and all', () => {
    expect(sentencesIn('hi', 'ताज़ा नारियल पानी रोज़ सुबह', 'ताज़ा नारियल पानी रोज़ शाम')).toBe('ताज़ा नारियल पानी रोज़ सुबह।');
  });
});
