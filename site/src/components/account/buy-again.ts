import { fill } from '@koolers/contracts/words/fill';
import type { WordsOf } from '@koolers/contracts/words/index';
import { addToCart } from '../../stores/cart.ts';
import type { Order } from './account-api.ts';

/** Puts an order's lines back in the cart, each in its size and quantity; answers what to tell the customer. */
export function buyAgain(order: Pick<Order, 'lines'>, words: WordsOf<'account'>): string {
  for (const line of order.lines) addToCart({ ref: line.ref, name: line.name, ...(line.size ? { size: line.size } : {}) }, line.quantity);
  const count = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return fill(count === 1 ? words.addedItemsOne : words.addedItemsOther, { count });
}
