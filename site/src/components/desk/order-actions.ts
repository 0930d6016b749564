import type { OrderRow } from './desk-api.ts';

/** What the list offers per row: the moves the server allows now (its transition tables and guards). */
export function canConfirm(order: Pick<OrderRow, 'nextStatuses'>): boolean {
  return order.nextStatuses.includes('confirmed');
}

/**
 * A new key per Refund form: the same form sent twice refunds once. From getRandomValues, which
 * (unlike randomUUID) also works on a desk opened over plain http on the shop's own network.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
