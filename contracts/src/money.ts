/**
 * Money, the one module that knows its rules: amounts are integer paise everywhere (the database,
 * the API, Razorpay); rupees exist only where people type or read them, and every workspace
 * formats them here. Zod-free and small: the browser's islands import it.
 */

const inr = /* @__PURE__ */ new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const grouped = /* @__PURE__ */ new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123456 paise → "₹1,234.56", with Indian grouping (12345678 → "₹1,23,456.78"): how people read an amount. */
export function formatPaise(paise: number): string {
  return inr.format(paise / 100);
}

/** ₹2,000 rather than ₹2,000.00 when the amount is whole rupees: how a limit reads in a sentence. */
export function formatWholeRupees(paise: number): string {
  const formatted = formatPaise(paise);
  return paise % 100 === 0 ? formatted.replace(/\.00$/, '') : formatted;
}

/** Rupees as Strapi holds prices (decimal, at build time) → "₹1,200.00"; amounts from the API are paise: `formatPaise`. */
export function formatRupees(rupees: number): string {
  return inr.format(rupees);
}

/** 123456 paise → "1,234.56": grouped, without ₹, for a column whose heading says ₹ (the invoice PDF). */
export function formatPaiseAmount(paise: number): string {
  return grouped.format(paise / 100);
}

/** 123456 paise → "1234.56": two decimals, no grouping and no ₹, as CSV files and UPI links write an amount. */
export function paiseAsDecimal(paise: number): string {
  return (paise / 100).toFixed(2);
}

/** 1250 paise → 12.5 rupees: the number a form field shows for people to edit. */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** Throws unless `value` is a whole, non-negative number of paise. */
export function assertPaise(value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not an amount of paise: ${value}`);
}

/** Rupees as typed or edited in Strapi (up to two decimals) to integer paise, exactly. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/**
 * `percent` % of an amount, rounded down to the paisa: a percentage discount (Coco Club's, a
 * promotion code's) never takes off a paisa more than it promises.
 */
export function percentOf(paise: number, percent: number): number {
  return Math.floor((paise * percent) / 100);
}

/**
 * Splits `totalPaise` over `weights` in proportion, in whole paise, largest remainder first (ties
 * to the earlier one). The shares add up to `totalPaise` exactly; a weight of 0 gets nothing.
 * A discount is spread over an order's lines this way, and a credit note over an invoice's.
 */
export function spreadInProportion(totalPaise: number, weights: readonly number[]): number[] {
  assertPaise(totalPaise);
  const sum = weights.reduce((a, b) => a + b, 0);
  if (totalPaise === 0 || sum === 0) return weights.map(() => 0);
  if (totalPaise > sum) throw new RangeError(`Cannot spread ${totalPaise} over ${sum}`);
  // In BigInt: an amount times a weight can pass 2^53 for large orders.
  const total = BigInt(totalPaise);
  const whole = BigInt(sum);
  const floors = weights.map((w) => Number((total * BigInt(w)) / whole));
  const remainders = weights.map((w, index) => ({ index, rest: (total * BigInt(w)) % whole }));
  let left = totalPaise - floors.reduce((a, b) => a + b, 0);
  remainders.sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.index - b.index));
  for (const { index } of remainders) {
    if (left === 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return floors;
}
