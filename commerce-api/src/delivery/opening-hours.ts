import { type OpeningHours, WEEKDAYS, type Weekday } from '@koolers/contracts/delivery';
import { minuteOf } from '../time/india-time.ts';

/** When the shop is open on a day, in minutes of India's day; null when it is closed that day. */
export type DayHours = { opens: number; closes: number } | null;

/**
 * The shop's hours on a weekday, from Strapi's runs ("Monday to Saturday, 09:00–22:00"; a run may
 * wrap past Sunday). With no hours in Strapi at all, the shop is open all day every day: the
 * promise then depends on the slots and closures alone, as the shop worked before hours were read.
 */
export function hoursOn(hours: readonly OpeningHours[], weekday: Weekday): DayHours {
  if (hours.length === 0) return { opens: 0, closes: 24 * 60 };
  const day = WEEKDAYS.indexOf(weekday);
  for (const run of hours) {
    const from = WEEKDAYS.indexOf(run.fromDay);
    const to = WEEKDAYS.indexOf(run.toDay);
    const covers = from <= to ? day >= from && day <= to : day >= from || day <= to;
    if (!covers) continue;
    const opens = minuteOf(run.opens);
    // Closing at 00:00 means at midnight, the end of the day.
    const closes = minuteOf(run.closes) === 0 ? 24 * 60 : minuteOf(run.closes);
    if (closes > opens) return { opens, closes };
  }
  return null;
}
