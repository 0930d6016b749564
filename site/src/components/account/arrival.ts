import type { OrderView } from '@koolers/contracts/orders';

/**
 * When an order is to arrive, as its card says it ("Tue 1 Dec, 9–11 am"): the promise it was placed
 * with, while it is still on its way. Delivered or cancelled, the promise is history (the timeline
 * tells it), so nothing is said.
 */
export function arrivalWords(order: Pick<OrderView, 'promised' | 'deliveryStatus'>): string | null {
  if (!order.promised || order.deliveryStatus === 'delivered' || order.deliveryStatus === 'cancelled') return null;
  return order.promised.words;
}
