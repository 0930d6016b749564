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
});
