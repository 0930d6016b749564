/**
 * Refunds by line (UX review 2, problem 7), the same for the desk's dialog and the API: staff pick
 * lines and quantities, the amount they come to is worked out here, and staff may still change it
 * (a bottle that leaked half, a delivery fee given back).
 */
import { type Sentence, sentence } from './messages/sentence.ts';

/** An order's line as a refund reads it (orders.ts PricedLine has these fields). */
type PricedLine = {
  ref: string;
  name: string;
  size: string | null;
  quantity: number;
  lineTotalPaise: number;
  discountPaise?: number;
};

/** One line of a refund: which item and size, and how many of it. */
export type RefundLine = { ref: string; size: string | null; quantity: number };

/** Whether a refund line is this order line. */
export const sameLine = (line: Pick<PricedLine, 'ref' | 'size'>, chosen: Pick<RefundLine, 'ref' | 'size'>) =>
  line.ref === chosen.ref && (line.size ?? null) === (chosen.size ?? null);

/**
 * What `chosen` comes to, in paise: each line's share of what was paid for it (its total less its
 * share of the discount), in proportion to the quantity, rounded down to the paisa. The delivery
 * and COD fees are not in any line: staff add them to the amount by hand when they give them back.
 */
export function refundOfLines(lines: readonly PricedLine[], chosen: readonly RefundLine[]): number {
  let paise = 0;
  for (const pick of chosen) {
    const line = lines.find((candidate) => sameLine(candidate, pick));
    if (!line || line.quantity < 1) continue;
    const paid = line.lineTotalPaise - (line.discountPaise ?? 0);
    paise += Math.floor((paid * Math.min(pick.quantity, line.quantity)) / line.quantity);
  }
  return paise;
}

/** Why these lines cannot be refunded from this order, or null when they can. */
export function refundLinesRefusal(
  lines: readonly PricedLine[],
  chosen: readonly RefundLine[],
): Sentence<'invalid_lines.not_in_order' | 'invalid_lines.too_many'> | null {
  for (const pick of chosen) {
    const line = lines.find((candidate) => sameLine(candidate, pick));
    if (!line) return sentence('invalid_lines.not_in_order');
    if (pick.quantity > line.quantity) return sentence('invalid_lines.too_many', { quantity: line.quantity, name: line.name });
  }
  return null;
}
