import { readFile } from 'node:fs/promises';
import * as harfbuzz from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import wawoff2 from 'wawoff2';
import { calendarWords, devanagariFontFor, devanagariRuns, SOURCE_FONT } from './devanagari-font.ts';

/** What a browser's shaper draws for `word`: each glyph's advance and offsets (glyph numbers change in a cut). */
function drawn(font: Uint8Array, word: string, language: string) {
  const buffer = new harfbuzz.Buffer();
  buffer.addText(word);
  buffer.guessSegmentProperties();
  buffer.setLanguage(language);
  harfbuzz.shape(new harfbuzz.Font(new harfbuzz.Face(new harfbuzz.Blob(font))), buffer);
  const missing = buffer.getGlyphInfos().some((glyph) => glyph.codepoint === 0);
  return { missing, positions: buffer.getGlyphPositions().map(({ xAdvance, xOffset, yOffset }) => [xAdvance, xOffset, yOffset]) };
}

describe('the Devanagari font cut to the shop’s words', () => {
  // Conjuncts (स्त, प्र, क्र), a reph (र्व), Marathi's own letters (ळ, ॲ) and a nukta (ज़).
  const words = 'नारियल नारळ ताज़ा स्वास्थ्य प्रकृति ऑर्डर क्रमांक सर्व ॲप पूर्ण';
  const runs = devanagariRuns(words);

  it('draws every word it was cut for exactly as the whole font does, in Hindi and in Marathi', async () => {
    const whole = await wawoff2.decompress(await readFile(SOURCE_FONT));
    const cut = await wawoff2.decompress((await devanagariFontFor(runs)).woff2);
    for (const word of runs) {
      for (const language of ['hi', 'mr']) {
        expect(drawn(cut, word, language), `${word} (${language})`).toEqual(drawn(whole, word, language));
      }
    }
  });

  it('is a fraction of the whole font, and a word it was not cut for loses its conjunct', async () => {
    const source = await readFile(SOURCE_FONT);
    const { woff2, glyphs } = await devanagariFontFor(runs);
    expect(woff2.byteLength).toBeLessThan(source.byteLength / 4);
    expect(glyphs).toBeGreaterThan(runs.size);
    const whole = await wawoff2.decompress(source);
    const cut = await wawoff2.decompress(woff2);
    // क्ष is one glyph in the whole font; the cut has क and ष but not their conjunct.
    expect(drawn(whole, 'क्ष', 'hi').positions).toHaveLength(1);
    expect(drawn(cut, 'क्ष', 'hi').positions.length).toBeGreaterThan(1);
  });

  it('takes the cut for words it has cut before from the cache, without shaping them again', async () => {
    const kept = new Map<string, Uint8Array>();
    const cache = { get: async (key: string) => kept.get(key), set: async (key: string, woff2: Uint8Array) => void kept.set(key, woff2) };
    const first = await devanagariFontFor(runs, cache);
    const second = await devanagariFontFor(devanagariRuns(words), cache);
    expect(first.glyphs).toBeGreaterThan(0);
    expect(second.glyphs).toBeUndefined();
    expect(second.key).toBe(first.key);
    expect(kept.size).toBe(1);
    expect((await devanagariFontFor(devanagariRuns(`${words} क्षमा`), cache)).glyphs).toBeGreaterThan(first.glyphs ?? 0);
  });

  it('carries the copyright and the Open Font License’s address, as the licence asks of every copy', async () => {
    const face = new harfbuzz.Face(new harfbuzz.Blob(await wawoff2.decompress((await devanagariFontFor(runs)).woff2)));
    const names = new Map(face.listNames().map(({ nameId, language }) => [nameId, face.getName(nameId, language)]));
    expect(names.get(0)).toContain('The Noto Project Authors');
    expect(names.get(14)).toBe('https://openfontlicense.org');
  });

  it('names the same cut the same way, and a different cut differently', async () => {
    const once = await devanagariFontFor(runs);
    const again = await devanagariFontFor(devanagariRuns(words));
    const more = await devanagariFontFor(devanagariRuns(`${words} क्षमा`));
    expect(again.key).toBe(once.key);
    expect(more.key).not.toBe(once.key);
  });
});

describe('devanagariRuns', () => {
  it('finds the Devanagari words of a page and leaves Latin, digits and markup out', () => {
    const html = '<p lang="hi">आम कूलर ₹60 <b>300 ml</b> आम</p>{count} मराठी';
    expect([...devanagariRuns(html)]).toEqual(['आम', 'कूलर', 'मराठी']);
  });

  it('keeps the joiners that shape a word with its letters', () => {
    expect([...devanagariRuns('क्\u200Dष')]).toEqual(['क्\u200Dष']);
  });
});

describe('calendarWords', () => {
  it('holds the months and days an island writes in Hindi and Marathi', () => {
    const words = calendarWords();
    expect(words).toContain('दिसंबर');
    expect(words).toContain('डिसेंबर');
    expect(words).toContain('रविवार');
  });
});
