import type { Language } from '@koolers/contracts/languages';

/**
 * Descriptions the site makes from an entry's own texts (a tagline, then benefits, …) must not say the
 * same thing twice: editors often open a benefit with the tagline's words. A sentence is dropped when
 * it repeats one kept before it: the same words, or the same first four words.
 */
const OPENING_WORDS = 4;
/** What ends a sentence: Hindi's danda (।) too. */
const ENDS_A_SENTENCE = /[.!?…।]$/;

function words(sentence: string): string[] {
  return sentence
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

function repeats(earlier: string[], later: string[]): boolean {
  if (earlier.join(' ') === later.join(' ')) return true;
  if (earlier.length < OPENING_WORDS || later.length < OPENING_WORDS) return false;
  return earlier.slice(0, OPENING_WORDS).join(' ') === later.slice(0, OPENING_WORDS).join(' ');
}

/** The sentences of `text`, each once: a sentence that repeats an earlier one is left out. */
export function withoutRepeatedSentences(text: string): string {
  const kept: { text: string; words: string[] }[] = [];
  for (const sentence of text.trim().split(/(?<=[.!?…।])\s+/)) {
    const sentenceWords = words(sentence);
    if (sentenceWords.length === 0 || kept.some((earlier) => repeats(earlier.words, sentenceWords))) continue;
    kept.push({ text: sentence, words: sentenceWords });
  }
  return kept.map((sentence) => sentence.text).join(' ');
}

/** Texts joined as sentences ("A. B."), each ending with a full stop unless it has its own mark, each said once. */
export function sentences(...texts: (string | null | undefined)[]): string {
  return joinedAsSentences('.', texts);
}

/** The same in a page's language: a Hindi sentence ends with a danda ("क। ख।"), Marathi and English with a full stop. */
export function sentencesIn(language: Language, ...texts: (string | null | undefined)[]): string {
  return joinedAsSentences(language === 'hi' ? '।' : '.', texts);
}

function joinedAsSentences(mark: string, texts: (string | null | undefined)[]): string {
  return withoutRepeatedSentences(
    texts
      .map((text) => text?.trim())
      .filter((text): text is string => Boolean(text))
      .map((text) => (ENDS_A_SENTENCE.test(text) ? text : `${text}${mark}`))
      .join(' '),
  );
}
