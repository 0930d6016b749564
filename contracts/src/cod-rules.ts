/**
 * Cash on delivery rules, as the owners set them at the desk (`/api/admin/cod-rules`) and the server
 * applies them when a COD order is quoted or placed: what the desk reads and the words a refused
 * shopper sees (the checkout shows the API's message verbatim). Zod-free, for the browser's islands:
 * the body the desk sends is parsed by `cod-rules-schemas.ts`.
 */
import { formatPaise } from './money.ts';

/** Which COD orders the customer must confirm after placing them. */
export const COD_CONFIRMATION_POLICIES = ['never', 'first-order', 'above-amount', 'always'] as const;
export type CodConfirmationPolicy = (typeof COD_CONFIRMATION_POLICIES)[number];

export type CodRules = {
  /** Pincodes of the delivery area where cash on delivery is off (everywhere else it is on). */
  pincodesOff: string[];
  /** The most an order may come to (before the COD fee) and still be paid in cash; null for no ceiling. */
  ceilingPaise: number | null;
  /** Added to a COD order as its own line. */
  feePaise: number;
  /** Phone numbers (10 digits, normalised) never offered cash on delivery. */
  blockedPhones: string[];
  confirmation: { policy: CodConfirmationPolicy; abovePaise: number | null };
};

/** What the desk reads (`GET /api/admin/cod-rules`): the rules, the delivery area's pincodes, who changed them last. */
export type DeskCodRules = {
  rules: CodRules;
  /** Sent back with a change: a change made meanwhile by someone else is refused, not overwritten. */
  version: number;
  pincodes: { pincode: string; places: string[] }[];
  updatedAt: string | null;
  updatedBy: string | null;
};

/** Why the server refuses cash on delivery for an order. */
export type CodRefusal = { reason: 'blocked' } | { reason: 'pincode'; pincode: string } | { reason: 'ceiling'; ceilingPaise: number };

/** The words the shopper sees beside the payment choice. The block list's is neutral on purpose. */
export function codRefusalMessage(refusal: CodRefusal): string {
  switch (refusal.reason) {
    case 'blocked':
      return 'Cash on delivery isn’t available for this order. Please pay online.';
    case 'pincode':
      return `Cash on delivery isn’t available for pincode ${refusal.pincode}. Please pay online.`;
    case 'ceiling':
      return `Cash on delivery is available for orders up to ${formatWholeRupees(refusal.ceilingPaise)}. Please pay online.`;
  }
}

/** ₹2,000 rather than ₹2,000.00 when the amount is whole rupees: how a limit reads in a sentence. */
function formatWholeRupees(paise: number): string {
  const formatted = formatPaise(paise);
  return paise % 100 === 0 ? formatted.replace(/\.00$/, '') : formatted;
}

/** The field a refusal is about: the checkout's payment choice. */
export const COD_REFUSAL_FIELD = 'paymentMethod';
