/**
 * The number people use for an order (`KC-1043`): short, sequential, easy to read out on the phone.
 * The API allocates it once, when the order is placed; the order's id stays in URLs and with Razorpay.
 */
export const ORDER_NUMBER_PREFIX = 'KC-';

export function formatOrderNumber(number: number): string {
  return `${ORDER_NUMBER_PREFIX}${number}`;
}

/** "KC-1043", "kc 1043", "#1043" or "1043" → 1043; anything else → null. */
export function parseOrderNumber(text: string): number | null {
  const match = /^#?\s*(?:kc\s*-?\s*)?(\d{1,9})$/i.exec(text.trim());
  return match ? Number(match[1]) : null;
}
