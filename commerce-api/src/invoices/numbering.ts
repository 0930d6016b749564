/**
 * Document numbers: `<prefix>/<financial year>/<serial>`, e.g. KI/2526/00042, at most 16
 * characters (CGST Rule 46(b)). A series is a prefix in one financial year (April to March, India's
 * time); its serials run 1, 2, 3 … with no gap (see invoice-repository.ts).
 */

const IST_OFFSET_MS = 330 * 60_000;
export const MAX_NUMBER_LENGTH = 16;

/** The date in India (UTC+5:30, no daylight saving) at an instant, as YYYY-MM-DD. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The financial year of an Indian date, as its two years' last digits: 2025-04-01 → 2526, 2026-03-31 → 2526. */
export function financialYear(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}${String((start + 1) % 100).padStart(2, '0')}`;
}

export function seriesOf(prefix: string, date: string): string {
  return `${prefix}/${financialYear(date)}`;
}

export function documentNumber(series: string, serial: number): string {
  const number = `${series}/${String(serial).padStart(5, '0')}`;
  if (number.length > MAX_NUMBER_LENGTH) throw new Error(`The series ${series} is full: ${number} has more than 16 characters`);
  return number;
}

/** The first and last Indian dates of a month given as YYYY-MM. */
export function monthDates(month: string): { from: string; to: string } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}
