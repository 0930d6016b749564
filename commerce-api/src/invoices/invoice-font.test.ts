import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import * as harfbuzz from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { FONT_FILES } from './invoice-pdf.ts';

/** Names and places as customers type them: conjuncts, reph, pre-base matras, nukta-less Marathi. */
const TEXTS = ['प्रिया देशमुख', 'कृष्णा अर्जुन द्विवेदी', 'श्रीमती त्र्यंबक', 'हृषीकेश पाण्डेय', 'ठाणे, महाराष्ट्र ४००७०३', 'Priya ₹1,234.50 नवी मुंबई'];

/** Glyph ids and positions as a shaper lays the text out: what the PDF draws. */
type Laid = { glyph: number; advance: number; dx: number; dy: number }[];

function withFontkit(file: string, text: string): Laid {
  const font = fontkit.openSync(file) as fontkit.Font;
  const run = font.layout(text);
  return run.glyphs.map((glyph, index) => {
    const position = run.positions[index];
    return { glyph: glyph.id, advance: position?.xAdvance ?? 0, dx: position?.xOffset ?? 0, dy: position?.yOffset ?? 0 };
  });
}

function withHarfBuzz(file: string, text: string): Laid {
  const font = new harfbuzz.Font(new harfbuzz.Face(new harfbuzz.Blob(readFileSync(file)), 0));
  const buffer = new harfbuzz.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  harfbuzz.shape(font, buffer);
  return buffer
    .getGlyphInfosAndPositions()
    .map((g) => ({ glyph: g.codepoint, advance: g.xAdvance ?? 0, dx: g.xOffset ?? 0, dy: g.yOffset ?? 0 }));
}

describe('the invoice font', () => {
  it.each(Object.entries(FONT_FILES))('%s has ₹, Devanagari and Latin', (_weight, file) => {
    const font = fontkit.openSync(file) as fontkit.Font;
    for (const character of ['₹', 'प', '्', 'ि', 'ः', 'A', 'é', '–'])
      expect(font.hasGlyphForCodePoint(character.codePointAt(0) ?? 0), character).toBe(true);
  });

  // pdfkit lays text out with fontkit: the glyphs it draws must be the ones HarfBuzz, the shaper of
  // browsers and LibreOffice, chooses and places for the same text.
  describe.each(Object.entries(FONT_FILES))('%s is shaped as HarfBuzz shapes it', (_weight, file) => {
    it.each(TEXTS)('%s', (text) => {
      expect(withFontkit(file, text)).toEqual(withHarfBuzz(file, text));
    });
  });
});
