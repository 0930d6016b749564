import { persistentAtom } from '@nanostores/persistent';

/**
 * The promotion code the shopper applied, as the API reads it (normalisePromotionCode), kept under
 * the key `promotionCode` with the cart; empty: none. The server prices it with every quote and says
 * what became of it; a code it refuses is dropped from here (PromotionCodeForm).
 */
export const promotionCode = persistentAtom<string>('promotionCode', '');
