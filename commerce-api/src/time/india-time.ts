import { WEEKDAYS, type Weekday } from '@koolers/contracts/delivery';

/*
 * India's time (Asia/Kolkata), in one place: the shop, its riders and its staff live by it, whatever
 * the server's own zone. Delivery promises read the wall clock here; the desk's CSV writes its times
 * with it.
 */

/** India has kept UTC+5:30 all year since 1945: a wall-clock time there is one instant. */
const IST_OFFSET_MINUTES = 330;

/**
 * India's wall clock (Asia/Kolkata) at an instant: the date, the minute of the day and the weekday
 * every delivery rule is about. India's date, even while it is still the day before in UTC
 * (00:00–05:30 India time).
 */
export type IndiaMoment = { date: string; minute: number; weekday: Weekday };

/**
 * Worked out from India's one offset (IST_OFFSET_MINUTES) rather than through Intl: a promise reads
 * the clock for every slot of every day it offers, and `formatToParts` was a quarter of the
 * promise endpoint's time under load (india-time.test.ts checks the two agree).
 */
export function inIndia(at: Date): IndiaMoment {
  const wall = new Date(at.getTime() + IST_OFFSET_MINUTES * 60_000);
  return {
    date: isoDate(wall),
    minute: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
    // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
    weekday: WEEKDAYS[(wall.getUTCDay() + 6) % 7] as Weekday,
  };
}

/** A UTC calendar date as 'YYYY-MM-DD' (what toISOString().slice(0, 10) gives, without the rest). */
function isoDate(day: Date): string {
  const month = day.getUTCMonth() + 1;
  const date = day.getUTCDate();
  return `${day.getUTCFullYear()}-${month < 10 ? '0' : ''}${month}-${date < 10 ? '0' : ''}${date}`;
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

/** The instant of `minute` (may be 1440 or more: the next day) on India's `date`. */
export function indiaInstant(date: string, minute: number): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day, 0, minute - IST_OFFSET_MINUTES));
}

/** The India date `days` after `date`. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return isoDate(new Date(Date.UTC(year, month - 1, day + days)));
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
