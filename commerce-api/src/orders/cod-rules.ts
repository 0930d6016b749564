import { type CodRefusal, type CodRules, DEFAULT_CALL_AFTER_MINUTES } from '@koolers/contracts/cod-rules';
import { normalisePhone } from '@koolers/contracts/fields/phone';

export type { CodRules };

/** The rules of a shop whose owners set none: cash on delivery everywhere, no fee, nothing confirmed. */
export const NO_COD_RULES: CodRules = {
  pincodesOff: [],
  ceilingPaise: null,
  feePaise: 0,
  blockedPhones: [],
  confirmation: { policy: 'never', abovePaise: null, callAfterMinutes: DEFAULT_CALL_AFTER_MINUTES },
};

/**
 * Whether the owners' rules refuse cash on delivery for an order, and why; null when they allow it.
 * The block list is checked first, so a blocked number learns only the neutral message. The ceiling
 * is on what the order comes to before the COD fee: the amount the shopper read as their order.
 */
export function codRefusal(rules: CodRules, order: { phone: string; pincode: string; totalPaise: number }): CodRefusal | null {
  const phone = normalisePhone(order.phone) ?? order.phone;
  if (rules.blockedPhones.includes(phone)) return { reason: 'blocked' };
  if (rules.pincodesOff.includes(order.pincode)) return { reason: 'pincode', pincode: order.pincode };
  if (rules.ceilingPaise !== null && order.totalPaise > rules.ceilingPaise) return { reason: 'ceiling', ceilingPaise: rules.ceilingPaise };
  return null;
}

/**
 * Whether a COD order must be confirmed by its customer before it is prepared, by the owners'
 * policy: never; a phone number's first COD order (`earlierCodOrders`: that phone's COD orders
 * placed before this one, cancelled ones included); orders above an amount (the order's total, its
 * fee included: the cash at stake); or always. Deciding only: the confirming is the messaging's.
 */
export function needsCodConfirmation(
  confirmation: Pick<CodRules['confirmation'], 'policy' | 'abovePaise'>,
  order: { totalPaise: number; earlierCodOrders: number },
): boolean {
  switch (confirmation.policy) {
    case 'never':
      return false;
    case 'always':
      return true;
    case 'first-order':
      return order.earlierCodOrders === 0;
    case 'above-amount':
      return confirmation.abovePaise !== null && order.totalPaise > confirmation.abovePaise;
  }
}
