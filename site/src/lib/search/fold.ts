/**
 * One spelling for the many ways a shopper writes a word, applied alike to what the index holds and
 * to what is typed: so "Naariyal", "nariyal" and "NARIYAL" meet, as do "mangoes" and "mango", or
 * "क़" and "क". Typing mistakes are left to the search's fuzzy match.
 */

/** Latin accents only: Devanagari's vowel signs are combining marks too, and must stay. */
const LATIN_ACCENTS = /[\u0300-\u036f]/g;
const NUKTA = /\u093c/g;
const CHANDRABINDU = /\u0901/g;
const ANUSVARA = '\u0902';

/** Words that only join others ("jamun wala", "the mango one"): they must not have to match. */
const FILLERS = new Set([
  'vala',
  'vali',
  'vale',
  'the',
  'and',
  'of',
  'with',
  'for',
  'ka',
  'ki',
  'ke',
  'वाला',
  'वाली',
  'वाले',
  'का',
  'की',
  'के',
  'चा',
  'ची',
  'चे',
]);

/** Words split on spaces, punctuation and symbols (MiniSearch's own rule, with hyphens and brackets too). */
export function words(text: string): string[] {
  return text.split(/[\s\p{P}\p{S}]+/u).filter(Boolean);
}

/** The folded form of one word; null for a filler word that need not match anything. */
export function foldWord(word: string): string | null {
  let folded = word.normalize('NFD').replace(LATIN_ACCENTS, '').normalize('NFC').toLowerCase();
  // Devanagari: a nukta and a chandrabindu are often typed as their plain letter and anusvara.
  folded = folded.replace(NUKTA, '').replace(CHANDRABINDU, ANUSVARA);
  if (/[a-z]/.test(folded)) folded = foldLatin(folded);
  return FILLERS.has(folded) ? null : folded;
}

/**
 * Hinglish and English spelling: doubled letters written once ("aam", "kooler", "naariyal"), "ph" as
 * "f" ("sitaphal"), "w" as "v" ("wala"); then a plural as its singular, for words long enough that
 * the ending is a plural and not the word ("mangoes", "grapes", "lychees"; not "chaas").
 */
function foldLatin(word: string): string {
  const spelled = word
    .replace(/ph/g, 'f')
    .replace(/w/g, 'v')
    .replace(/(.)\1+/g, '$1');
  if (spelled.length < 5) return spelled;
  if (spelled.endsWith('ies')) return `${spelled.slice(0, -3)}y`;
  if (spelled.endsWith('oes')) return spelled.slice(0, -2);
  if (spelled.endsWith('s') && !spelled.endsWith('us')) return spelled.slice(0, -1);
  return spelled;
}

/** Every folded word of a text, fillers left out. */
export function foldedWords(text: string): string[] {
  return words(text).flatMap((word) => foldWord(word) ?? []);
}
