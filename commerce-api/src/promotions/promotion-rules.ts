import { percentOf, spreadInProportion } from '@koolers/contracts/money';
import type { PricedLine } from '@koolers/contracts/orders';
import {
  type ItemCategory,
  PROMOTION_STATUS_REFUSAL,
  type PromotionCodeSettings,
  type PromotionRefusalReason,
  promotionCodeStatus,
  promotionRefusalMessage,
} from '@koolers/contracts/promotions';

/** A code as pricing reads it: the owner's settings, whether it is paused, the uses held now. */
export type PromotionCode = PromotionCodeSettings & { id: number; paused: boolean; uses: number };

/**
 * What the shop knows of the shopper's history with a code: the uses their orders hold and whether
 * they ordered before. Null for a visitor not yet known (a quote before sign-in): those rules are
 * checked again when the order is placed.
 */
export type ShopperHistory = { usesOfCode: number; hasEarlierOrder: boolean } | null;

export type CodeDiscount =
  | { ok: true; paise: number; lineDiscountsPaise: number[] }
  | { ok: false; reason: PromotionRefusalReason; message: string };

/**
 * What a code takes off priced lines, or why it gives nothing. The checks run in the order a
 * shopper would want to hear them: whether the code exists and runs now, whether any use is left
 * (for everyone, then for them), then whether this cart qualifies. A percentage is rounded down to
 * the paisa; a flat amount never takes more than the lines it is for cost; the maximum caps either.
 * The discount is spread over the lines it is for (largest remainder), so each line's share is known.
 */
export function codeDiscount(
  code: PromotionCode | undefined,
  lines: readonly PricedLine[],
  categoryOf: (ref: string) => ItemCategory | undefined,
  shopper: ShopperHistory,
  now: Date,
): CodeDiscount {
  const refuse = (reason: PromotionRefusalReason): CodeDiscount => ({
    ok: false,
    reason,
    message: promotionRefusalMessage(reason, { minimumPaise: code?.minimumOrderPaise ?? 0 }),
  });
  if (!code) return refuse('unknown');
  // Paused, not yet valid, expired, used up: the same status the desk shows for the code.
  const refusal = PROMOTION_STATUS_REFUSAL[promotionCodeStatus(code, now)];
  if (refusal) return refuse(refusal);
  if (shopper && code.perCustomerLimit !== null && shopper.usesOfCode >= code.perCustomerLimit) return refuse('already_used');
  if (shopper && code.firstOrderOnly && shopper.hasEarlierOrder) return refuse('first_order_only');

  const everything = code.categories.length === 0 && code.refs.length === 0;
  const forLine = (line: PricedLine) => {
    const category = categoryOf(line.ref);
    return everything || code.refs.includes(line.ref) || (category !== undefined && code.categories.includes(category));
  };
  const weights = lines.map((line) => (forLine(line) ? line.lineTotalPaise : 0));
  const eligiblePaise = weights.reduce((sum, paise) => sum + paise, 0);
  if (eligiblePaise === 0) return refuse('not_for_these_products');
  const subtotalPaise = lines.reduce((sum, line) => sum + line.lineTotalPaise, 0);
  if (subtotalPaise < code.minimumOrderPaise) return refuse('minimum_not_reached');

  const raw = code.kind === 'percent' ? percentOf(eligiblePaise, code.value) : code.value;
  const paise = Math.min(raw, eligiblePaise, code.maximumDiscountPaise ?? Number.POSITIVE_INFINITY);
  return { ok: true, paise, lineDiscountsPaise: spreadInProportion(paise, weights) };
}
