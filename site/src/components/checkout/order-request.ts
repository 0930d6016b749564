import type { CartItem } from '../../stores/cart.ts';
import type { Quote } from '../cart/quote.ts';
import type { CheckoutDraft } from './checkout-draft.ts';

export type OrderRequest = ReturnType<typeof orderRequest>;

/**
 * What placing the order sends: the cart's lines, the delivery details and the shopper's choices
 * (each only when made), and the promotion code only when the quote applied it: a refused one
 * leaves the cart (PromotionCodeForm).
 */
export function orderRequest(items: CartItem[], draft: CheckoutDraft, priced: Quote | undefined) {
  const { details, saveAddress, whatsappOptIn, delivery } = draft;
  const applied = priced?.promotion?.status === 'applied' ? priced.promotion.code : undefined;
  return {
    items: items.map(({ ref, size, quantity, name }) => ({ ref, size, quantity, name })),
    customerDetails: details,
    ...(saveAddress ? { saveAddress } : {}),
    ...(whatsappOptIn ? { whatsappOptIn } : {}),
    ...(applied ? { promotionCode: applied } : {}),
    ...(delivery ? { delivery } : {}),
  };
}
