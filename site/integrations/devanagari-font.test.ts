import { describe, expect, it } from 'vitest';
import { FAMILY, fontFaceStyle, isTranslated, withFontFace } from './devanagari-font.ts';

describe('the Devanagari face in the build', () => {
  it('reads the Hindi and Marathi pages and search indexes, not the English ones', () => {
    expect(['hi.html', 'mr.html', 'hi/faq.html', 'mr/checkout/step1.html', 'search-index/hi.json'].filter(isTranslated)).toHaveLength(5);
    expect(
      ['index.html', 'faq.html', 'history.html', 'hi', 'hi/checkout', 'search-index/en.json', 'hi.html.br'].filter(isTranslated),
    ).toEqual([]);
  });

  const style = fontFaceStyle('/_astro/koolers-devanagari.0123456789.woff2');

  it('declares the face on a Hindi or Marathi page, at the end of its head', () => {
    const page =
      '<!DOCTYPE html><html lang="mr-IN" style="--brand: #79e86b"><head><meta charset="utf-8"><title>कूलर</title></head><body></body></html>';
    expect(withFontFace(page, style)).toBe(page.replace('</head>', `${style}</head>`));
  });

  it('leaves an English page alone, whatever Devanagari it shows (the switcher’s “हिन्दी”)', () => {
    const page = '<!DOCTYPE html><html lang="en-IN"><head></head><body><a lang="hi" href="/hi">हिन्दी</a></body></html>';
    expect(withFontFace(page, style)).toBe(page);
  });

  it('prefers the phone’s own Noto Sans Devanagari, then the cut, for Devanagari alone', () => {
    expect(style).toContain(`font-family:"${FAMILY}"`);
    expect(style).toMatch(/src:local\("Noto Sans Devanagari"\),.*url\(\/_astro\/koolers-devanagari\.0123456789\.woff2\) format\("woff2"\)/);
    expect(style).toContain('unicode-range:U+0900-097F');
    expect(style).toContain('font-display:swap');
  });
});
