/**
 * Promotion codes as the shopper, the desk and the API see them: why a code is refused (in the
 * shopper's words, written once here), which discount a quote applied, and a code as the desk shows
 * it. No zod (the cart imports it); the bodies the API parses are in promotion-schemas.ts.
 */

import type { ItemKind } from './catalogue.ts';
import { formatPaise } from './money.ts';

/** Why a code gives nothing. */
export type PromotionRefusalReason =
  | 'unknown'
  | 'paused'
  | 'not_yet_valid'
  | 'expired'
  | 'used_up'
  | 'already_used'
  | 'first_order_only'
  | 'not_for_these_products'
  | 'minimum_not_reached';

/** What the shopper reads beside the code field. `minimumPaise`: the code's minimum order. */
export function promotionRefusalMessage(reason: PromotionRefusalReason, facts: { minimumPaise?: number } = {}): string {
  switch (reason) {
    case 'unknown':
      return 'We don’t know this code. Please check how it is spelt.';
    case 'paused':
      return 'This code can’t be used at the moment.';
    case 'not_yet_valid':
      return 'This code is not valid yet.';
    case 'expired':
      return 'This code has expired.';
    case 'used_up':
      return 'This code has been used up.';
    case 'already_used':
      return 'You have already used this code.';
    case 'first_order_only':
      return 'This code is for a first order only.';
    case 'not_for_these_products':
      return 'This code is not for the items in your cart.';
    case 'minimum_not_reached':
      return `This code needs an order of at least ${formatPaise(facts.minimumPaise ?? 0)}.`;
  }
}

/** A discount never stacks: the quote carries the one that saves more, and says which. */
export type AppliedDiscount = { kind: 'member'; paise: number } | { kind: 'code'; code: string; paise: number };

/**
 * What became of the code the shopper entered: applied, valid but beaten by the member discount,
 * or refused with its reason and message.
 */
export type PromotionCodeOutcome =
  | { code: string; status: 'applied' }
  | { code: string; status: 'member_saves_more'; message: string }
  | { code: string; status: 'refused'; reason: PromotionRefusalReason; message: string };

/** How many characters a code may have: letters, digits and dashes. */
export const PROMOTION_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,23}$/;

/**
 * Codes are case-insensitive and have no spaces: stored and compared upper case, with every space
 * taken out ("welcome 10" is WELCOME10; a phone's keyboard puts one in easily). The cart, the API and
 * the desk all go through here, so they agree on what a code is.
 */
export function normalisePromotionCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

/** A code limited to categories names them as the catalogue's item kinds. */
export type ItemCategory = ItemKind;

/** A code as the owner set it (and the desk edits it). Amounts in paise, times ISO-8601 UTC. */
export type PromotionCodeSettings = {
  code: string;
  description: string;
  kind: 'percent' | 'amount';
  /** Percent off (1–100) for `percent`, paise off for `amount`. */
  value: number;
  minimumOrderPaise: number;
  maximumDiscountPaise: number | null;
  validFrom: string | null;
  validUntil: string | null;
  totalUseLimit: number | null;
  perCustomerLimit: number | null;
  firstOrderOnly: boolean;
  /** Limited to these categories and/or items (catalogue refs); both empty: every item. */
  categories: ItemCategory[];
  refs: string[];
};

/**
 * Where a code stands now, from its pause, its dates and its uses: what the desk shows and filters
 * by. Worked out here once, in the order pricing checks a code, so the desk's "Expired" is exactly
 * when a shopper is told "This code has expired." (DIWALI15 showed "Running" to staff after its end.)
 */
export type PromotionCodeStatus = 'paused' | 'scheduled' | 'expired' | 'used_up' | 'running';

export const PROMOTION_CODE_STATUSES: readonly PromotionCodeStatus[] = ['running', 'scheduled', 'paused', 'used_up', 'expired'];

const STATUS_LABELS: Record<PromotionCodeStatus, string> = {
  running: 'Running',
  scheduled: 'Scheduled',
  paused: 'Paused',
  used_up: 'Used up',
  expired: 'Expired',
};

export function promotionCodeStatusLabel(status: PromotionCodeStatus): string {
  return STATUS_LABELS[status];
}

/** The refusal a shopper hears for a code in this status; null when it runs. */
export const PROMOTION_STATUS_REFUSAL: Record<PromotionCodeStatus, PromotionRefusalReason | null> = {
  running: null,
  scheduled: 'not_yet_valid',
  paused: 'paused',
  used_up: 'used_up',
  expired: 'expired',
};

/**
 * The status at `now`. A code's window is [validFrom, validUntil): it runs from its first instant
 * and has ended at its last. `uses` counts the uses held by orders not cancelled.
 */
export function promotionCodeStatus(
  code: Pick<PromotionCodeSettings, 'validFrom' | 'validUntil' | 'totalUseLimit'> & { paused: boolean; uses: number },
  now: Date,
): PromotionCodeStatus {
  if (code.paused) return 'paused';
  const at = now.toISOString();
  if (code.validFrom && at < code.validFrom) return 'scheduled';
  if (code.validUntil && at >= code.validUntil) return 'expired';
  if (code.totalUseLimit !== null && code.uses >= code.totalUseLimit) return 'used_up';
  return 'running';
}

/** A code as the desk lists it: its settings, its status now, and what it brought. */
export type DeskPromotionCode = PromotionCodeSettings & {
  id: number;
  paused: boolean;
  status: PromotionCodeStatus;
  /** Uses held by orders not cancelled (unpaid ones included: each holds its use until it ends). */
  uses: number;
  /** Paid or cash-collected orders placed with it, and what they brought (totals after the discount). */
  paidOrders: number;
  revenuePaise: number;
  discountGivenPaise: number;
  createdAt: string;
  updatedAt: string;
};

/** How a quote, an order, an email or the desk names the discount: "Coco Club discount", "Code WELCOME10". */
export function discountLabel(discount: AppliedDiscount | null | undefined): string {
  return discount?.kind === 'code' ? `Code ${discount.code}` : discount?.kind === 'member' ? 'Coco Club discount' : 'Discount';
}
