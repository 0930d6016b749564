import { describe, expect, it } from 'vitest';
import { brandPalette, brandStyle, contrastRatio, DEFAULT_BRAND, INK, MIN_TEXT_CONTRAST, WHITE } from './brand-colours.ts';

const MUTED = '#45554a';

describe('contrastRatio', () => {
  it('matches the WCAG formula at its ends and for a known pair', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('brandPalette', () => {
  it('keeps the seeded green as it is, with ink on it', () => {
    expect(brandPalette('#79e86b')).toMatchObject({ brand: '#79e86b', onBrand: INK });
  });

  it('puts white on a dark theme colour', () => {
    expect(brandPalette('#1b5e20')).toMatchObject({ brand: '#1b5e20', onBrand: WHITE });
  });

  it('falls back to the default green for a value that is not #rrggbb', () => {
    expect(brandPalette('green').brand).toBe(DEFAULT_BRAND);
  });

  describe.each(['#79e86b', '#1b5e20', '#888888', '#ff0000', '#0000ff', '#ffff00', '#e67e22', '#7f7f7f', '#000000', '#ffffff'])(
    'for %s',
    (colour) => {
      const palette = brandPalette(colour);
      it('text on the brand colour passes AA', () => {
        expect(contrastRatio(palette.brand, palette.onBrand)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      });
      it('ink and the muted grey pass AA on the soft tint', () => {
        expect(contrastRatio(palette.brandSoft, INK)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        expect(contrastRatio(palette.brandSoft, MUTED)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      });
    },
  );

  it('changes a mid-tone no more than it must', () => {
    const { brand } = brandPalette('#888888');
    expect(brand).not.toBe('#888888');
    expect(contrastRatio(brand, '#888888')).toBeLessThan(1.5);
  });
});

describe('brandStyle', () => {
  it('writes the three custom properties', () => {
    expect(brandStyle('#79e86b')).toBe(`--brand: #79e86b; --on-brand: ${INK}; --brand-soft: ${brandPalette('#79e86b').brandSoft}`);
  });
});
