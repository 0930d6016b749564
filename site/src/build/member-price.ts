import { percentOf } from '@koolers/contracts/money';

/**
 * What one of an item costs a Coco Club member, in rupees: the price less the plan's discount,
 * rounded down to the paisa as the server rounds it (commerce-api pricing.ts, on the cart's
 * subtotal: a cart of several may differ from the sum of these by a paisa, never against the shopper).
 */
export function memberRupees(rupees: number, discountPercent: number): number {
  const paise = Math.round(rupees * 100);
  return (paise - percentOf(paise, discountPercent)) / 100;
}
