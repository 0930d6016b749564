/**
 * Cash on delivery rules, as the owners set them at the desk (`/api/admin/cod-rules`) and the server
 * applies them when a COD order is quoted or placed: what the desk reads and the words a refused
 * shopper sees (the checkout shows the API's message verbatim). Zod-free, for the browser's islands:
 * the body the desk sends is parsed by `cod-rules-schemas.ts`.
 */
import { formatWholeRupees } from './money.ts';

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
  /**
   * `callAfterMinutes`: how long the desk waits for the customer's answer before it flags the order
   * "Call to confirm".
   */
  confirmation: { policy: CodConfirmationPolicy; abovePaise: number | null; callAfterMinutes: number };
};

/** The owners' call window when they set none. */
export const DEFAULT_CALL_AFTER_MINUTES = 30;

/** Where a COD order's confirmation stands: asked and waiting, or answered once. */
export const COD_CONFIRMATION_STATES = ['awaiting', 'confirmed', 'cancelled'] as const;
export type CodConfirmationState = (typeof COD_CONFIRMATION_STATES)[number];

/** Who answered: the customer on WhatsApp or through their SMS link, or staff on the phone. */
export type CodConfirmationChannel = 'whatsapp' | 'link' | 'phone';

/** A COD order's confirmation as the desk and the customer's page read it. */
export type CodConfirmation = {
  state: CodConfirmationState;
  askedAt: string;
  answeredAt: string | null;
  /** How it was answered, and by which staff member (by name) when on the phone. */
  channel: CodConfirmationChannel | null;
  staffName?: string | null;
  /** The desk's flag: still awaiting after the owners' call window, so staff should call. */
  callDue?: boolean;
};

/** The desk's words for where a confirmation stands. */
export const COD_CONFIRMATION_LABELS: Record<CodConfirmationState, string> = {
  awaiting: 'Awaiting the customer’s confirmation',
  confirmed: 'Confirmed by the customer',
  cancelled: 'Cancelled by the customer',
};

/** How it was answered, after "Confirmed" or "Cancelled" on the order's page (the timeline names "Customer by WhatsApp"). */
export const COD_CONFIRMATION_CHANNEL_WORDS: Record<CodConfirmationChannel, string> = {
  whatsapp: 'by the customer on WhatsApp',
  link: 'by the customer through the SMS link',
  phone: 'by phone',
};

/** The flag on the desk's list once the call window has passed. */
export const CALL_TO_CONFIRM = 'Call to confirm';

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

/** The field a refusal is about: the checkout's payment choice. */
export const COD_REFUSAL_FIELD = 'paymentMethod';
