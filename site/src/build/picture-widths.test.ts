import { describe, expect, it } from 'vitest';
import { drawnWidths, pictureWidths } from './picture-widths.ts';

describe('drawnWidths', () => {
  it.each([
    ['a fixed width', '11rem', 176, 176],
    ['a fixed width on phones, another from a breakpoint', '(min-width: 48rem) 11rem, 9rem', 144, 176],
    ['full width less the page margins, capped on desktops', '(min-width: 74rem) 72rem, calc(100vw - 2rem)', 288, 1152],
    ['a share of the window, up to a breakpoint', '(min-width: 64rem) 6rem, 30vw', 96, 307.194],
    [
      'several columns by breakpoint',
      '(min-width: 72rem) 350px, (min-width: 48rem) 31vw, (min-width: 30rem) 46vw, 100vw',
      220.8, // 46vw at 30rem
      479.98, // 100vw just below 30rem
    ],
    ['a max-width condition', '(max-width: 40rem) 100vw, 20rem', 320, 640],
  ])('%s: %s', (_name, sizes, narrowest, widest) => {
    const drawn = drawnWidths(sizes);
    expect(drawn.narrowest).toBeCloseTo(narrowest, 2);
    expect(drawn.widest).toBeCloseTo(widest, 2);
  });

  it('refuses sizes it cannot read rather than guessing', () => {
    expect(() => drawnWidths('(min-width: 48rem) 30rem')).toThrow(/last entry/);
    expect(() => drawnWidths('50%')).toThrow(/cannot read/);
  });
});

describe('pictureWidths', () => {
  it('covers a 320 px phone at 1× up to twice the widest drawing, one ladder step beyond each end', () => {
    // Drawn 288 to 1152 px: from 320 up to 2304, which the 1600 px original caps.
    expect(pictureWidths('(min-width: 74rem) 72rem, calc(100vw - 2rem)', 1600)).toEqual([320, 400, 480, 640, 800, 960, 1280, 1600]);
  });

  it('makes a small tile in a few small widths', () => {
    expect(pictureWidths('(min-width: 48rem) 11rem, 9rem', 720)).toEqual([160, 240, 280, 320, 400]);
  });

  it('never enlarges: widths beyond the original become the original', () => {
    expect(pictureWidths('(min-width: 48rem) 30rem, calc(100vw - 2rem)', 750)).toEqual([320, 400, 480, 640, 750]);
    expect(pictureWidths('40px', 64)).toEqual([64]);
  });
});
