/**
 * Which widths the build makes of a picture, read from the slot's `sizes` attribute: from what the
 * narrowest phone (320 px, one device pixel per CSS pixel) draws up to twice the widest drawing
 * (2× screens; beyond that few eyes see a difference and the bytes grow by the square). Widths come
 * from one ladder, dense where phones land (a 390 px phone at 1.75× draws a full-width picture at
 * about 630 px), so a picture is never more than a step larger than the slot needs.
 *
 * `sizes` is read in the subset this site writes: entries `(min-width: X) length` or
 * `(max-width: X) length` and a last bare length, where a length is px, rem, vw or a `calc()` that
 * adds and subtracts those.
 */

/**
 * AVIF is offered beside WebP for pictures drawn at least this wide (CSS px) on some screen. Measured
 * on the shop's pictures: AVIF is 20–40% smaller than WebP from 640 px up, 15% at 320–480 px and
 * nothing at thumbnail sizes, while it takes 3–10 times longer to encode.
 */
export const AVIF_FROM_DRAWN_WIDTH = 320;

export const WIDTH_LADDER = [160, 240, 280, 320, 400, 480, 640, 800, 960, 1280, 1600, 1920];

const NARROWEST_VIEWPORT = 320;
/** vw lengths stop growing here: a wider window shows the page at this width (and `sizes` rarely says otherwise). */
const WIDEST_VIEWPORT = 1920;
const REM = 16;
const MAX_DENSITY = 2;

type Entry = { condition: { kind: 'min' | 'max'; px: number } | null; length: string };

export function pictureWidths(sizes: string, originalWidth: number): number[] {
  const { narrowest, widest } = drawnWidths(sizes);
  // The browser takes the smallest candidate at least as wide as it needs: one step at or above each end.
  const lowest = WIDTH_LADDER.find((width) => width >= narrowest) ?? (WIDTH_LADDER.at(-1) as number);
  const highest = WIDTH_LADDER.find((width) => width >= widest * MAX_DENSITY) ?? (WIDTH_LADDER.at(-1) as number);
  const widths = WIDTH_LADDER.filter((width) => width >= lowest && width <= highest).map((width) => Math.min(width, originalWidth));
  return [...new Set(widths)];
}

/** Whether the slot draws its picture large enough for AVIF to pay (see AVIF_FROM_DRAWN_WIDTH). */
export function worthAvif(sizes: string): boolean {
  return drawnWidths(sizes).widest >= AVIF_FROM_DRAWN_WIDTH;
}

/** The narrowest and widest the slot is drawn, in CSS pixels, over viewports from 320 to 1920 px. */
export function drawnWidths(sizes: string): { narrowest: number; widest: number } {
  const entries = parseSizes(sizes);
  // Every length is linear in the viewport width between two media thresholds: its extremes lie on them.
  const thresholds = entries.flatMap((entry) => (entry.condition ? [entry.condition.px - 0.02, entry.condition.px] : []));
  const viewports = [NARROWEST_VIEWPORT, WIDEST_VIEWPORT, ...thresholds].filter(
    (viewport) => viewport >= NARROWEST_VIEWPORT && viewport <= WIDEST_VIEWPORT,
  );
  const drawn = viewports.map((viewport) => lengthAt(chosenEntry(entries, viewport).length, viewport));
  return { narrowest: Math.min(...drawn), widest: Math.max(...drawn) };
}

function parseSizes(sizes: string): Entry[] {
  const entries = sizes
    .split(/,(?![^(]*\))/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part): Entry => {
      const match = /^\((min|max)-width:\s*([\d.]+)(px|rem|em)\)\s+(.+)$/.exec(part);
      if (!match) return { condition: null, length: part };
      const [, kind, value, unit, length] = match as unknown as [string, 'min' | 'max', string, string, string];
      return { condition: { kind, px: Number(value) * (unit === 'px' ? 1 : REM) }, length };
    });
  if (entries.at(-1)?.condition !== null) throw new Error(`sizes="${sizes}" needs a last entry without a media condition`);
  return entries;
}

function chosenEntry(entries: Entry[], viewport: number): Entry {
  const matches = (entry: Entry) =>
    !entry.condition || (entry.condition.kind === 'min' ? viewport >= entry.condition.px : viewport <= entry.condition.px);
  return entries.find(matches) as Entry;
}

function lengthAt(length: string, viewport: number): number {
  const expression = /^calc\((.+)\)$/.exec(length)?.[1] ?? length;
  const terms = expression.replace(/\s+/g, '').match(/[+-]?[^+-]+/g) ?? [];
  return terms.reduce((sum, term) => {
    const match = /^([+-]?[\d.]+)(px|rem|vw)$/.exec(term);
    if (!match) throw new Error(`cannot read the length "${length}" in sizes`);
    const value = Number(match[1]);
    return sum + (match[2] === 'px' ? value : match[2] === 'rem' ? value * REM : (value * viewport) / 100);
  }, 0);
}
