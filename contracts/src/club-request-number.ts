/**
 * The number people use for a Coco Club request (`CC-1001`), as orders have `KC-1043`: short,
 * sequential, easy to read out on the phone. The request's `mem_…` id stays its key in URLs and
 * with Razorpay.
 */
export const CLUB_REQUEST_NUMBER_PREFIX = 'CC-';

export function formatClubRequestNumber(number: number): string {
  return `${CLUB_REQUEST_NUMBER_PREFIX}${number}`;
}

/** "CC-1001", "cc 1001", "#1001" or "1001" → 1001; anything else → null. */
export function parseClubRequestNumber(text: string): number | null {
  const match = /^#?\s*(?:cc\s*-?\s*)?(\d{1,9})$/i.exec(text.trim());
  return match ? Number(match[1]) : null;
}
