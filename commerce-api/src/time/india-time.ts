import { WEEKDAYS, type Weekday } from '@koolers/contracts/delivery';

/*
 * India's time (Asia/Kolkata), in one place: the shop, its riders and its staff live by it, whatever
 * the server's own zone. Delivery promises read the wall clock here; the desk's CSV writes its times
 * with it.
 */

/**
 * India's wall clock (Asia/Kolkata) at an instant: the date, the minute of the day and the weekday
 * every delivery rule is about. Read through Intl, so the date is India's even while it is still
 * the day before in UTC (00:00–05:30 India time).
 */
export type IndiaMoment = { date: string; minute: number; weekday: Weekday };

const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'long',
  hourCycle: 'h23',
});

export function inIndia(at: Date): IndiaMoment {
  const parts = Object.fromEntries(PARTS.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
    weekday: parts.weekday as Weekday,
  };
}

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** An instant as staff read it in a spreadsheet: "01/12/2026, 00:30" (India's date and 24-hour time). */
export function indiaDateTime(at: Date): string {
  return DATE_TIME.format(at);
}

/** India has kept UTC+5:30 all year since 1945: a wall-clock time there is one instant. */
const IST_OFFSET_MINUTES = 330;

/** The instant of `minute` (may be 1440 or more: the next day) on India's `date`. */
export function indiaInstant(date: string, minute: number): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day, 0, minute - IST_OFFSET_MINUTES));
}

/** The India date `days` after `date`. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export function weekdayOf(date: string): Weekday {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7] as Weekday;
}

/** 'HH:MM' (or Strapi's 'HH:MM:SS.mmm') as the minute of the day. */
export function minuteOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** The minute of the day back as 'HH:MM'. */
export function timeOf(minute: number): string {
  const within = ((minute % 1440) + 1440) % 1440;
  return `${String(Math.floor(within / 60)).padStart(2, '0')}:${String(within % 60).padStart(2, '0')}`;
}
