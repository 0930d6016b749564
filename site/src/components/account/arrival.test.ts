import { describe, expect, it } from 'vitest';
import { arrivalWords } from './arrival.ts';

const promised = {
  kind: 'slot' as const,
  date: '2026-12-01',
  slotId: 'morning',
  starts: '09:00',
  ends: '11:00',
  words: 'Tue 1 Dec, 9–11 am',
};

describe('an order card’s arrival', () => {
  it('says the promise while the order is on its way', () => {
    expect(arrivalWords({ promised, deliveryStatus: 'confirmed' })).toBe('Tue 1 Dec, 9–11 am');
    expect(arrivalWords({ promised, deliveryStatus: 'out_for_delivery' })).toBe('Tue 1 Dec, 9–11 am');
  });

  it('says nothing once it arrived or was cancelled, or when it was placed without a promise', () => {
    expect(arrivalWords({ promised, deliveryStatus: 'delivered' })).toBeNull();
    expect(arrivalWords({ promised, deliveryStatus: 'cancelled' })).toBeNull();
    expect(arrivalWords({ promised: null, deliveryStatus: 'confirmed' })).toBeNull();
  });
});
