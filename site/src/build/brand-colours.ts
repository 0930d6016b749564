/**
 * The site's brand colours from Strapi's theme colour (site settings). Editors pick any colour, so
 * the text drawn on it is chosen here: the site's ink or white, whichever reads better, and the
 * colour itself is lightened (or darkened) just enough when neither reaches WCAG AA (4.5:1).
 * `brandSoft` is a pale tint for large surfaces; ink and the muted grey both read on it.
 */
export type BrandPalette = { brand: string; onBrand: string; brandSoft: string };

export const INK = '#14361a';
export const WHITE = '#ffffff';
export const DEFAULT_BRAND = '#79e86b';
/** WCAG 2.2 AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb | null {
  const match = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** `amount` of `other` mixed into `colour` (0: colour, 1: other), in sRGB as CSS color-mix does. */
function mix(colour: Rgb, other: Rgb, amount: number): Rgb {
  return colour.map((channel, index) => channel + ((other[index] ?? 0) - channel) * amount) as Rgb;
}

function luminance(rgb: Rgb): number {
  const [r = 0, g = 0, b = 0] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [first, second] = [parseHex(a), parseHex(b)];
  if (!first || !second) throw new Error(`not a #rrggbb colour: ${first ? b : a}`);
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export function brandPalette(themeColour: string): BrandPalette {
  let brand = parseHex(themeColour) ?? (parseHex(DEFAULT_BRAND) as Rgb);
  const readsBetterWithInk = contrastRatio(toHex(brand), INK) >= contrastRatio(toHex(brand), WHITE);
  const onBrand = readsBetterWithInk ? INK : WHITE;
  // Move the colour away from its text (towards white under ink, towards black under white) in small
  // steps, so an editor's mid-tone stays as close to what they chose as AA allows.
  const away: Rgb = readsBetterWithInk ? [255, 255, 255] : [0, 0, 0];
  for (let step = 0; step < 20 && contrastRatio(toHex(brand), onBrand) < MIN_TEXT_CONTRAST; step += 1) {
    brand = mix(brand, away, 0.1);
  }
  return { brand: toHex(brand), onBrand, brandSoft: toHex(mix(brand, [255, 255, 255], 0.8)) };
}

/** The palette as CSS custom properties for the root element's style attribute. */
export function brandStyle(themeColour: string): string {
  const { brand, onBrand, brandSoft } = brandPalette(themeColour);
  return `--brand: ${brand}; --on-brand: ${onBrand}; --brand-soft: ${brandSoft}`;
}
