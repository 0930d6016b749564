import type { DeliveryChoice } from '@koolers/contracts/delivery';

/**
 * What the shopper has told the checkout so far (delivery details, payment choice) and the key of
 * the current payment attempt, kept for this tab in sessionStorage: a reload or Back keeps it, and
 * closing the tab forgets it. Prices are never kept here.
 */
export type DeliveryDetails = {
  name: string;
  email: string;
  phone: string;
  address: string;
  pincode: string;
  location?: { latitude: number; longitude: number };
};
export type PaymentChoice = 'razorpay' | 'cod';

export type CheckoutDraft = {
  /** The cart address the shopper came in by, for the cart step and Previous. */
  cartPath?: string;
  details?: DeliveryDetails;
  /** What a guest gave on the contact step, carried into the delivery step (which then keeps it in `details`). */
  contact?: Pick<DeliveryDetails, 'email' | 'phone'>;
  /** A customer's "Save this address to my account" (the order keeps it on the account). */
  saveAddress?: boolean;
  /** "Send me order updates on WhatsApp": never ticked unless the shopper ticks it. */
  whatsappOptIn?: boolean;
  /** When it should arrive, and those words for the review ("Tomorrow, 9–11 am"); none while the shop's times are unknown. */
  delivery?: DeliveryChoice;
  deliveryWords?: string;
  method?: PaymentChoice;
  /** Why the shop refused cash on delivery for this order, in the API's words: shown beside the choice. */
  codRefused?: string;
  /** The idempotency key of the attempt and what it was for: a changed cart or detail gets a new key. */
  attempt?: { key: string; for: string };
};

const KEY = 'koolers:checkout';

export function readDraft(): CheckoutDraft {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as CheckoutDraft) : {};
  } catch {
    return {};
  }
}

export function saveDraft(change: Partial<CheckoutDraft>): CheckoutDraft {
  const draft = { ...readDraft(), ...change };
  sessionStorage.setItem(KEY, JSON.stringify(draft));
  return draft;
}

export function forgetDraft(): void {
  sessionStorage.removeItem(KEY);
}

/**
 * The key for paying `what` (the cart, details and method, as JSON): the same while they stay the
 * same, so pressing Pay twice or reloading reuses it and the API places one order; new as soon as
 * anything changes, or after `renew` (an attempt that failed for good).
 */
export function attemptKeyFor(what: string, renew = false): string {
  const { attempt } = readDraft();
  if (attempt && attempt.for === what && !renew) return attempt.key;
  const key = crypto.randomUUID();
  saveDraft({ attempt: { key, for: what } });
  return key;
}
