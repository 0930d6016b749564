import { describe, expect, it } from 'vitest';
import { addDays, indiaDateTime, indiaInstant, inIndia, weekdayOf } from './india-time.ts';

describe('India’s time, whatever the server’s zone', () => {
  it('is already the next day at 00:30 in Vashi while UTC is still on the day before', () => {
    const at = new Date('2026-11-30T19:00:00Z');
    expect(inIndia(at)).toEqual({ date: '2026-12-01', minute: 30, weekday: 'Tuesday' });
    expect(indiaDateTime(at)).toBe('01/12/2026, 00:30');
  });

  it('turns India’s wall clock back into the instant, and counts days across a month’s end', () => {
    expect(indiaInstant('2026-12-01', 30).toISOString()).toBe('2026-11-30T19:00:00.000Z');
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(weekdayOf('2026-12-01')).toBe('Tuesday');
  });

  it('reads the same wall clock as Intl’s Asia/Kolkata zone, every 11 minutes over a year', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'long',
      hourCycle: 'h23',
    });
    const start = Date.UTC(2026, 0, 1);
    for (let at = start; at < start + 366 * 86_400_000; at += 11 * 60_000) {
      const parts = Object.fromEntries(intl.formatToParts(at).map((part) => [part.type, part.value]));
      const expected = {
        date: `${parts.year}-${parts.month}-${parts.day}`,
        minute: Number(parts.hour) * 60 + Number(parts.minute),
        weekday: parts.weekday,
      };
      const moment = inIndia(new Date(at));
      if (moment.date !== expected.date || moment.minute !== expected.minute || moment.weekday !== expected.weekday) {
        expect(moment, new Date(at).toISOString()).toEqual(expected);
      }
    }
  });
});
