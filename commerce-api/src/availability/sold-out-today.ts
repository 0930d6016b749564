import type { SoldOutLine } from '@koolers/contracts/availability';
import type { Db } from '../db/database.ts';
import { indiaDate } from '../invoices/numbering.ts';
import { findSoldOut } from './availability-repository.ts';

/** What pricing asks of today's availability: is this item, or this size of it, sold out? */
export type SoldOutToday = { has(ref: string, size: string | null): boolean };

export function soldOutSet(lines: readonly SoldOutLine[]): SoldOutToday {
  const keys = new Set(lines.map((line) => keyOf(line.ref, line.size)));
  return { has: (ref, size) => keys.has(keyOf(ref, size)) };
}

/** What staff marked sold out for today, India's date (a sell-out lasts until the shop's next day). */
export async function soldOutToday(db: Db, now = new Date()): Promise<SoldOutToday> {
  return soldOutSet(await findSoldOut(db, indiaDate(now)));
}

function keyOf(ref: string, size: string | null): string {
  return `${ref}\u0000${size ?? ''}`;
}
