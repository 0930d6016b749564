import { persistentAtom } from '@nanostores/persistent';

/**
 * The promotion code the shopper entered, as typed (the server compares it in upper case), kept
 * under the key `promotionCode` with the cart; empty: none. The server prices it with every quote
 * and says what became of it.
 */
export const promotionCode = persistentAtom<string>('promotionCode', '');
