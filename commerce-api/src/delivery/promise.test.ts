import type { DeliverySettings, OpeningHours } from '@koolers/contracts/delivery';
import { describe, expect, it } from 'vitest';
import { bookedKey, deliveryPromise, type PromiseFacts, slotRefusal } from './promise.ts';

const SLOTS = [
  { id: 'morning', starts: '09:00', ends: '11:00', capacity: 10, cutoffMinutes: 60 },
  { id: 'midday', starts: '11:00', ends: '13:00', capacity: 10, cutoffMinutes: 60 },
  { id: 'afternoon', starts: '16:00', ends: '18:00', capacity: 10, cutoffMinutes: 60 },
  { id: 'evening', starts: '18:00', ends: '20:00', capacity: 10, cutoffMinutes: 60 },
];
const MON_SAT: OpeningHours[] = [{ fromDay: 'Monday', toDay: 'Saturday', opens: '09:00', closes: '22:00' }];
const settings = (overrides: Partial<DeliverySettings> = {}): DeliverySettings => ({
  asap: { enabled: true, promisedMinutes: 20 },
  slots: SLOTS,
  daysAhead: 2,
  closures: [],
  zones: [],
  ...overrides,
});
/** India's wall clock, as the test reads it: '2026-11-30 16:10' is 10:40 UTC. */
const india = (at: string) => new Date(`${at.replace(' ', 'T')}:00+05:30`);
const facts = (at: string, overrides: Partial<PromiseFacts> = {}): PromiseFacts => ({
  settings: settings(),
  hours: MON_SAT,
  booked: new Map(),
  now: india(at),
  ...overrides,
});
const slot = (id: string) => {
  const found = SLOTS.find((s) => s.id === id);
  if (!found) throw new Error(`no slot ${id}`);
  return found;
};

describe('the promise, in India’s time', () => {
  it('promises as soon as possible while the shop is open, rounded up to five minutes', () => {
    // Monday 30 November 2026, 4:12 pm in Vashi.
    const view = deliveryPromise(facts('2026-11-30 16:12'));
    expect(view.today).toBe('2026-11-30');
    expect(view.headline).toBe('Arrives today by 4:35 pm');
    expect(view.asap?.by).toBe('2026-11-30T11:05:00.000Z');
  });

  it('takes a slot until its cut-off and not a minute after', () => {
    expect(slotRefusal(facts('2026-11-30 14:59'), '2026-11-30', slot('afternoon'))).toBeNull();
    expect(slotRefusal(facts('2026-11-30 15:00'), '2026-11-30', slot('afternoon'))).toBe('closed');
    // A cut-off longer than the morning reaches back into the evening before.
    const early = { ...slot('morning'), cutoffMinutes: 600 };
    expect(slotRefusal(facts('2026-11-30 22:59'), '2026-12-01', early)).toBeNull();
    expect(slotRefusal(facts('2026-11-30 23:00'), '2026-12-01', early)).toBe('closed');
  });

  it('closes a whole day, one slot, or one pincode for a day, as the owners set it', () => {
    const closures = [
      { date: '2026-12-01', slotId: null, pincode: null, note: 'Rain' },
      { date: '2026-12-02', slotId: 'morning', pincode: null, note: 'Rider off sick' },
      { date: '2026-12-02', slotId: null, pincode: '400705', note: 'Road works' },
    ];
    const known = facts('2026-11-30 22:30', { settings: settings({ closures }) });
    expect(slotRefusal(known, '2026-12-01', slot('evening'))).toBe('closed');
    expect(slotRefusal(known, '2026-12-02', slot('morning'))).toBe('closed');
    expect(slotRefusal(known, '2026-12-02', slot('midday'))).toBeNull();
    expect(slotRefusal({ ...known, pincode: '400705' }, '2026-12-02', slot('midday'))).toBe('closed');
    expect(slotRefusal({ ...known, pincode: '400703' }, '2026-12-02', slot('midday'))).toBeNull();
    expect(deliveryPromise(known).headline).toBe('We’re closed now. Next delivery: Wed 2 Dec 11 am–1 pm');
  });

  it('a closed day stops as soon as possible too', () => {
    const known = facts('2026-11-30 12:00', {
      settings: settings({ closures: [{ date: '2026-11-30', slotId: null, pincode: null, note: '' }] }),
    });
    expect(deliveryPromise(known).asap).toBeNull();
    expect(deliveryPromise(known).headline).toBe('We’re closed now. Next delivery: tomorrow 9–11 am');
  });

  it('late in the evening, after closing, offers tomorrow’s first slot', () => {
    expect(deliveryPromise(facts('2026-11-30 21:39')).headline).toBe('Arrives today by 10 pm');
    const late = deliveryPromise(facts('2026-11-30 22:05'));
    expect(late.asap).toBeNull();
    expect(late.headline).toBe('We’re closed now. Next delivery: tomorrow 9–11 am');
    expect(late.days[0]?.slots.every((offer) => offer.closed)).toBe(true);
  });

  it('knows India’s date across midnight UTC: 00:30 in Vashi is still the day before in UTC', () => {
    // 19:00 UTC on 1 December is 00:30 on Wednesday 2 December in India.
    const view = deliveryPromise(facts('x', { now: new Date('2026-12-01T19:00:00Z') }));
    expect(view.today).toBe('2026-12-02');
    expect(view.days.map((day) => day.date)).toEqual(['2026-12-02', '2026-12-03', '2026-12-04']);
    expect(view.days.map((day) => day.label)).toEqual(['Today', 'Tomorrow', 'Fri 4 Dec']);
    expect(view.headline).toBe('We’re closed now. Next delivery: today 9–11 am');
    // …and 18:29 UTC is 23:59 on Tuesday 1 December: tomorrow is the 2nd.
    expect(deliveryPromise(facts('x', { now: new Date('2026-12-01T18:29:00Z') })).headline).toBe(
      'We’re closed now. Next delivery: tomorrow 9–11 am',
    );
  });

  it('offers no slot on a day the shop is closed (Sunday), and passes over a full slot', () => {
    // Saturday 5 December, 11 pm: Sunday is closed, Monday's morning is full.
    const booked = new Map([[bookedKey('2026-12-07', 'morning'), 10]]);
    const view = deliveryPromise(facts('2026-12-05 23:00', { booked }));
    expect(view.days[1]?.slots.every((offer) => offer.closed)).toBe(true);
    expect(view.days[2]?.slots[0]).toMatchObject({ slotId: 'morning', full: true, closed: false });
    expect(view.headline).toBe('We’re closed now. Next delivery: Mon 7 Dec 11 am–1 pm');
  });

  it('with as soon as possible off, promises the next slot without saying the shop is closed', () => {
    const view = deliveryPromise(facts('2026-11-30 12:00', { settings: settings({ asap: { enabled: false, promisedMinutes: 20 } }) }));
    expect(view.headline).toBe('Next delivery: today 4–6 pm');
  });

  it('is worded in the page’s language: the day, the arrival and the next slot, with the shop’s Latin digits', () => {
    const open = facts('2026-11-30 16:12');
    expect(deliveryPromise(open, 'hi').headline).toBe('आज 4:35 pm तक पहुँच जाएगा');
    expect(deliveryPromise(open, 'mr').headline).toBe('आज 4:35 pm पर्यंत पोहोचेल');

    const booked = new Map([[bookedKey('2026-12-07', 'morning'), 10]]);
    const saturdayNight = facts('2026-12-05 23:00', { booked });
    expect(deliveryPromise(saturdayNight, 'hi').headline).toBe('अभी हम बंद हैं। अगली डिलीवरी: सोम, 7 दिस॰ 11 am–1 pm');
    expect(deliveryPromise(saturdayNight, 'mr').headline).toBe('आम्ही आत्ता बंद आहोत. पुढची डिलिव्हरी: सोम, 7 डिसें 11 am–1 pm');

    const lateMonday = deliveryPromise(facts('2026-11-30 22:30'), 'mr');
    expect(lateMonday.days.map((day) => day.label)).toEqual(['आज', 'उद्या', 'बुध, 2 डिसें']);
    expect(lateMonday.nextSlot?.dayLabel).toBe('उद्या');
    expect(deliveryPromise(facts('2026-11-30 22:30'), 'hi').nextSlot?.dayLabel).toBe('कल');
  });
});
