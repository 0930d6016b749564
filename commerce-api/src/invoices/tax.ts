/**
 * GST on a line, to the paisa. The one place the rounding rules live:
 *
 * 1. Prices include GST. For an amount A (paise, tax included) at a rate of r %:
 *    - outside the shop's state (IGST): IGST = A × r / (100 + r), rounded half up to the paisa;
 *    - inside it (CGST + SGST): each half is A × (r / 2) / (100 + r), rounded half up, and
 *      CGST = SGST = that half. An odd paisa of tax is never split between the two: it stays in
 *      the taxable value.
 *    The taxable value is A less the tax, so taxable value + tax = A exactly.
 * 2. A discount on the whole order (the Coco Club discount, later promotion codes) is spread over
 *    the lines in proportion to their amounts, largest remainder first (ties to the earlier line),
 *    and reduces each line's amount before its tax is derived: the discount comes off the taxable
 *    value, never off the tax alone.
 * 3. The delivery fee is part of the supply of the goods (a composite supply): its own line, taxed
 *    at the rate of the principal supply, the goods line of the highest amount after discount
 *    (ties: the higher rate).
 * 4. A credit note takes back an amount spread over the invoice's lines in proportion to what each
 *    still has uncredited (largest remainder, as in 2). A line credited to the end gets back exactly
 *    its remaining taxable value and tax; a part of a line gets its tax by rule 1, kept within what
 *    the line has left, so the credit notes of an invoice never add up to more than it.
 */

import type { GstRate } from '@koolers/contracts/gst';
import { assertPaise } from '@koolers/contracts/money';

// The rates themselves are shared with the CMS, which lets editors pick only these.
export { GST_RATES, type GstRate, isGstRate } from '@koolers/contracts/gst';

/** Intra-state supplies pay CGST + SGST, inter-state ones IGST. */
export type SupplyKind = 'intra-state' | 'inter-state';

export type LineTax = { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number };

/** n / d rounded half up, for non-negative integers (exact: no floating point). */
export function divideRoundHalfUp(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/** Rule 1: the tax in an amount that includes it. */
export function taxOfAmount(amountPaise: number, rate: GstRate, supply: SupplyKind): LineTax {
  assertPaise(amountPaise);
  if (supply === 'inter-state') {
    const igstPaise = divideRoundHalfUp(amountPaise * rate, 100 + rate);
    return { taxablePaise: amountPaise - igstPaise, cgstPaise: 0, sgstPaise: 0, igstPaise };
  }
  const half = divideRoundHalfUp(amountPaise * rate, 2 * (100 + rate));
  return { taxablePaise: amountPaise - 2 * half, cgstPaise: half, sgstPaise: half, igstPaise: 0 };
}

/** What is left of an invoice line to credit. */
export type Creditable = { amountPaise: number } & LineTax;

/**
 * Rule 4: the credit of `sharePaise` (at most the line's remaining amount) against a line with
 * `left` still uncredited, at `rate`.
 */
export function creditOfShare(sharePaise: number, left: Creditable, rate: GstRate, supply: SupplyKind): LineTax {
  assertPaise(sharePaise);
  if (sharePaise > left.amountPaise) throw new RangeError('A credit cannot exceed what the line has left');
  if (sharePaise === left.amountPaise) {
    return { taxablePaise: left.taxablePaise, cgstPaise: left.cgstPaise, sgstPaise: left.sgstPaise, igstPaise: left.igstPaise };
  }
  const wanted = taxOfAmount(sharePaise, rate, supply);
  // The tax of the share may not exceed the line's remaining tax, nor leave more taxable value
  // credited than it has left. Intra-state tax moves in pairs of paise (CGST = SGST).
  const step = supply === 'intra-state' ? 2 : 1;
  const leftTax = left.cgstPaise + left.sgstPaise + left.igstPaise;
  const lowest = Math.max(0, sharePaise - left.taxablePaise);
  let tax = Math.min(wanted.cgstPaise + wanted.sgstPaise + wanted.igstPaise, leftTax);
  if (tax < lowest) tax = lowest;
  if (tax % step !== 0) tax += 1;
  return supply === 'intra-state'
    ? { taxablePaise: sharePaise - tax, cgstPaise: tax / 2, sgstPaise: tax / 2, igstPaise: 0 }
    : { taxablePaise: sharePaise - tax, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
}
