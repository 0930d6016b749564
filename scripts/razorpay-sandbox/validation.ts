import { badRequest } from './errors.ts';
import type { Notes } from './store.ts';

/** Razorpay's own limits and messages for the fields the shop sends. */

export function parseAmount(value: unknown, { required }: { required: boolean }): number | undefined {
  if (value === undefined || value === null || value === '') {
    if (required) throw badRequest('The amount field is required.', 'amount');
    return undefined;
  }
  const amount = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) {
    throw badRequest('The amount must be an integer.', 'amount');
  }
  if (amount < 100) throw badRequest('The amount must be atleast INR 1.00', 'amount');
  return amount;
}

export function parseCurrency(value: unknown): 'INR' {
  if (value === undefined || value === 'INR') return 'INR';
  throw badRequest('Currency is not supported', 'currency');
}

export function parseReceipt(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw badRequest('The receipt must be a string.', 'receipt');
  if (value.length > 40) throw badRequest('The receipt may not be greater than 40 characters.', 'receipt');
  return value;
}

export function parseNotes(value: unknown): Notes {
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) return [];
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest('The notes must be an array.', 'notes');
  const entries = Object.entries(value);
  if (entries.length > 15) throw badRequest('Number of fields in notes should be less than or equal to 15', 'notes');
  const notes: Record<string, string> = {};
  for (const [key, raw] of entries) {
    if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') {
      throw badRequest('The notes must be a key value pair of strings.', 'notes');
    }
    const text = String(raw);
    if (text.length > 256) throw badRequest('The notes value may not be greater than 256 characters.', 'notes');
    notes[key] = text;
  }
  return entries.length === 0 ? [] : notes;
}

export function optionalString(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw badRequest(`The ${field} must be a string.`, field);
  return value;
}
