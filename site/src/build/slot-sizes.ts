/**
 * The `sizes` of picture slots that several components share, written from the CSS that draws them.
 * A `sizes` wider than the slot makes every phone download a picture up to twice too large (the
 * koolers page asked for 600 px pictures to draw them 149 px wide): e2e/pictures.spec.ts compares
 * what each template's pictures fetch with what they draw.
 */

/**
 * A card's picture in `.product-grid` (global.css): 2 columns on phones (0.75rem apart), 3 from 48rem
 * and 4 from 64rem (1rem apart), in the 72rem `.container` with 1rem margins; the card's own padding
 * is 0.75rem a side (ProductCard.astro).
 */
export const PRODUCT_GRID_SIZES =
  '(min-width: 74rem) 15.75rem, (min-width: 64rem) calc(25vw - 2.75rem), (min-width: 48rem) calc(33.33vw - 2.83rem), calc(50vw - 2.875rem)';
