import { expect, it } from 'vitest';
import { canBePaid, timeline } from './order-timeline.ts';

it('the timeline runs oldest first, starting with the order being placed', () => {
  expect(
    timeline([
      { from: 'pending', to: 'paid', at: '2026-03-01T10:05:00.000Z' },
      { from: null, to: 'pending', at: '2026-03-01T10:00:00.000Z' },
      { from: 'paid', to: 'confirmed', at: '2026-03-01T11:00:00.000Z' },
    ]),
  ).toEqual([
    { label: 'Order placed', at: '2026-03-01T10:00:00.000Z' },
    { label: 'Paid', at: '2026-03-01T10:05:00.000Z' },
    { label: 'Confirmed', at: '2026-03-01T11:00:00.000Z' },
  ]);
});

it('only a pending online order can still be paid', () => {
  expect(canBePaid({ status: 'pending', paymentMethod: 'razorpay' })).toBe(true);
  expect(canBePaid({ status: 'pending', paymentMethod: 'cod' })).toBe(false);
  expect(canBePaid({ status: 'paid', paymentMethod: 'razorpay' })).toBe(false);
});
