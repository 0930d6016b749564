import type { OrderRow, OrderStatus } from './desk-api.ts';

/** What the list offers per row (the server's status machine has the last word and explains a refusal). */
export function canConfirm(order: Pick<OrderRow, 'status' | 'paymentMethod'>): boolean {
  return order.status === 'paid' || (order.status === 'pending' && order.paymentMethod === 'cod');
}

const CANCELLABLE: OrderStatus[] = ['pending', 'paid', 'confirmed', 'out_for_delivery'];
export function canCancel(order: Pick<OrderRow, 'status'>): boolean {
  return CANCELLABLE.includes(order.status);
}

/**
 * A new key per Refund form: the same form sent twice refunds once. From getRandomValues, which
 * (unlike randomUUID) also works on a desk opened over plain http on the shop's own network.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
