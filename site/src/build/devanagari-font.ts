/**
 * The Devanagari type of the Hindi and Marathi pages: Noto Sans Devanagari (regular), cut down at
 * build time to the glyphs the shop's own text needs.
 *
 * Why glyphs, not characters: Devanagari joins consonants into conjuncts ("क्ष", "स्त"), each its own
 * glyph. A cut by characters keeps every conjunct those characters could form: the 63 characters of
 * the site's text kept 28.1 KB (woff2) of the font's 49.2 KB, which left the Hindi home page with no
 * room in its 150 KB first view. Shaping every word the shop writes (HarfBuzz, as Chrome and Firefox
 * do) and keeping the glyphs that shaping used keeps 17 KB. Text outside what the build saw (a name a
 * shopper types) still shapes, with a visible virama where its conjunct is missing; form fields
 * therefore use the phone's own font (styles/global.css).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as harfbuzz from 'harfbuzzjs';
import wawoff2 from 'wawoff2';

const require = createRequire(import.meta.url);

/** The regular weight's Devanagari part, as Google Fonts cuts it (@fontsource). */
export const SOURCE_FONT = require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2');

/**
 * The characters the face may stand for: Devanagari, its joiners and the dotted circle a shaper draws
 * under a lone sign. The rest (Latin, digits, ₹) stays the device's.
 */
export const UNICODE_RANGE = 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+25CC, U+A8E0-A8FF';

/** A run of Devanagari: letters, signs and the joiners that shape with them. */
const DEVANAGARI_RUN = /[\u0900-\u097F\u1CD0-\u1CF9\uA8E0-\uA8FF\u200C\u200D]+/gu;

/** Every distinct Devanagari run in `text`: the words a shaper sees (Devanagari never joins across a space). */
export function devanagariRuns(text: string, into = new Set<string>()): Set<string> {
  for (const [run] of text.matchAll(DEVANAGARI_RUN)) if (/[\u0900-\u097F]/u.test(run)) into.add(run);
  return into;
}

/**
 * Words no page holds but a page may show: the days and months an island writes with `Intl` (the
 * delivery slots, an order's date), in both languages.
 */
export function calendarWords(): string {
  const words: string[] = [];
  for (const locale of ['hi-IN', 'mr-IN']) {
    for (const month of ['long', 'short'] as const) {
      const format = new Intl.DateTimeFormat(locale, { month, timeZone: 'UTC' });
      for (let index = 0; index < 12; index++) words.push(format.format(Date.UTC(2026, index, 15)));
    }
    for (const weekday of ['long', 'short'] as const) {
      const format = new Intl.DateTimeFormat(locale, { weekday, timeZone: 'UTC' });
      for (let day = 0; day < 7; day++) words.push(format.format(Date.UTC(2026, 10, 1 + day)));
    }
    const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    words.push(time.format(Date.UTC(2026, 0, 1, 9)), time.format(Date.UTC(2026, 0, 1, 21)));
  }
  return words.join(' ');
}

/** The glyphs HarfBuzz picks for each run, in Hindi and in Marathi (Marathi has its own forms of some letters). */
export function glyphsFor(font: Uint8Array, runs: Iterable<string>): Set<number> {
  const face = new harfbuzz.Face(new harfbuzz.Blob(font));
  const shaper = new harfbuzz.Font(face);
  const glyphs = new Set<number>();
  for (const run of runs) {
    for (const language of ['hi', 'mr']) {
      const buffer = new harfbuzz.Buffer();
      buffer.addText(run);
      buffer.guessSegmentProperties();
      buffer.setLanguage(language);
      harfbuzz.shape(shaper, buffer);
      for (const glyph of buffer.getGlyphInfos()) glyphs.add(glyph.codepoint);
    }
  }
  return glyphs;
}

export type DevanagariFont = {
  woff2: Uint8Array;
  /** A hash of the cut, which names its file: the same words give the same file, which browsers keep. */
  key: string;
  /** How many glyphs the cut kept; unknown when the cut came from the cache. */
  glyphs?: number;
};

/**
 * The font cut to what shaping `runs` uses. A build whose words are those of the build before (an
 * edit to a price, a picture, English text) takes the cut from `cached` without shaping anything.
 */
export async function devanagariFontFor(runs: Iterable<string>, cached?: Cache): Promise<DevanagariFont> {
  const source = await readFile(SOURCE_FONT);
  const words = [...runs].sort();
  const wordsKey = createHash('sha256').update(source).update(words.join('\n')).digest('hex');
  const kept = await cached?.get(wordsKey);
  if (kept) return { woff2: kept, key: hashOf(kept) };

  const font = await wawoff2.decompress(source);
  const glyphs = [...glyphsFor(font, words)].sort((a, b) => a - b);
  // Each letter on its own too, and the dotted circle a shaper draws under a sign with no letter.
  const characters = [...new Set([...words.join(''), '\u25CC'])].map((character) => character.codePointAt(0) ?? 0);
  const woff2 = await wawoff2.compress(await subsetToGlyphs(font, glyphs, characters));
  await cached?.set(wordsKey, woff2);
  return { woff2, key: hashOf(woff2), glyphs: glyphs.length };
}

function hashOf(content: Uint8Array): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 10);
}

/** Where cuts are kept between builds, by the words they were cut for. */
export type Cache = { get(wordsKey: string): Promise<Uint8Array | undefined>; set(wordsKey: string, woff2: Uint8Array): Promise<void> };

/** HarfBuzz's subsetter (the raw exports of harfbuzzjs's subset build, as subset-font calls them). */
type SubsetExports = {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_set_clear(set: number): void;
  hb_set_invert(set: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_set(input: number, set: number): number;
  hb_subset_or_fail(face: number, input: number): number;
};

const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_NAME_ID = 4;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
/**
 * Kept besides the names HarfBuzz keeps (copyright, family, version): the licence's description and
 * address, which the Open Font License asks every copy of the font, a cut one too, to carry.
 */
const LICENCE_NAME_IDS = [13, 14];
const HB_SUBSET_FLAGS_NO_HINTING = 0x1;
/** Keep only the glyphs asked for: not every conjunct the kept letters could form. */
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;

let subsetter: Promise<SubsetExports> | undefined;

function loadSubsetter(): Promise<SubsetExports> {
  subsetter ??= (async () => {
    const wasm = await readFile(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'));
    const { instance } = await WebAssembly.instantiate(wasm);
    const exports = instance.exports as unknown as SubsetExports;
    exports._initialize();
    return exports;
  })();
  return subsetter;
}

/** The TrueType font with only `glyphs`, `characters`' own glyphs and the layout rules among them; no hinting. */
async function subsetToGlyphs(font: Uint8Array, glyphs: number[], characters: number[]): Promise<Uint8Array> {
  const hb = await loadSubsetter();
  const input = hb.hb_subset_input_create_or_fail();
  const fontPointer = hb.malloc(font.byteLength);
  new Uint8Array(hb.memory.buffer).set(font, fontPointer);
  const blob = hb.hb_blob_create(fontPointer, font.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  try {
    // Every layout feature the font has: the shaper picks the ones Devanagari needs.
    const features = hb.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
    hb.hb_set_clear(features);
    hb.hb_set_invert(features);
    hb.hb_subset_input_set_flags(
      input,
      hb.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_HINTING | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE,
    );
    const names = hb.hb_subset_input_set(input, HB_SUBSET_SETS_NAME_ID);
    for (const id of LICENCE_NAME_IDS) hb.hb_set_add(names, id);
    const glyphSet = hb.hb_subset_input_glyph_set(input);
    for (const glyph of glyphs) hb.hb_set_add(glyphSet, glyph);
    const characterSet = hb.hb_subset_input_unicode_set(input);
    for (const character of characters) hb.hb_set_add(characterSet, character);
    const subset = hb.hb_subset_or_fail(face, input);
    if (!subset) throw new Error('HarfBuzz could not cut the Devanagari font');
    const result = hb.hb_face_reference_blob(subset);
    const start = hb.hb_blob_get_data(result, 0);
    const cut = new Uint8Array(hb.memory.buffer).slice(start, start + hb.hb_blob_get_length(result));
    hb.hb_blob_destroy(result);
    hb.hb_face_destroy(subset);
    return cut;
  } finally {
    hb.hb_subset_input_destroy(input);
    hb.hb_face_destroy(face);
    hb.free(fontPointer);
  }
}
