import type { OrderRow } from './desk-api.ts';

type Statuses = Pick<OrderRow, 'paymentStatus' | 'deliveryStatus'>;

/** What the list offers per row (the server's transition tables have the last word and explain a refusal). */
export function canConfirm(order: Statuses): boolean {
  const payable = order.paymentStatus === 'paid' || order.paymentStatus === 'partially_refunded' || order.paymentStatus === 'cash_due';
  return order.deliveryStatus === 'unconfirmed' && payable;
}

/**
 * A new key per Refund form: the same form sent twice refunds once. From getRandomValues, which
 * (unlike randomUUID) also works on a desk opened over plain http on the shop's own network.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
