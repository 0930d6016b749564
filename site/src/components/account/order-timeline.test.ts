import { pageWords } from '@koolers/contracts/words/index';
import { expect, it } from 'vitest';
import { cancellationLine, refundLines, timeline } from './order-timeline.ts';

const { orders: words } = pageWords('en', 'orders');

it('the timeline runs oldest first, starting with the order being placed, then each move of either status', () => {
  expect(
    timeline(
      [
        { kind: 'payment', from: 'pending', to: 'paid', at: '2026-03-01T10:05:00.000Z' },
        { kind: 'payment', from: null, to: 'pending', at: '2026-03-01T10:00:00.000Z' },
        { kind: 'delivery', from: null, to: 'unconfirmed', at: '2026-03-01T10:00:00.000Z' },
        { kind: 'delivery', from: 'unconfirmed', to: 'confirmed', at: '2026-03-01T11:00:00.000Z' },
        { kind: 'payment', from: 'paid', to: 'partially_refunded', at: '2026-03-02T09:00:00.000Z' },
      ],
      words,
    ),
  ).toEqual([
    { label: 'Order placed', at: '2026-03-01T10:00:00.000Z' },
    { label: 'Paid', at: '2026-03-01T10:05:00.000Z' },
    { label: 'Confirmed', at: '2026-03-01T11:00:00.000Z' },
    { label: 'Partially refunded', at: '2026-03-02T09:00:00.000Z' },
  ]);
});

it('a cash order delivered reads paid in cash, not "on delivery"', () => {
  expect(
    timeline(
      [
        { kind: 'delivery', from: 'out_for_delivery', to: 'delivered', at: '2026-03-01T12:00:00.000Z' },
        { kind: 'payment', from: 'cash_due', to: 'cash_collected', at: '2026-03-01T12:00:00.000Z' },
      ],
      words,
    ).map((step) => step.label),
  ).toEqual(['Delivered', 'Paid in cash']);
});

it('tells each refund with its amount, day and reason; the one that gives the rest back is "Refunded"', () => {
  expect(
    refundLines(
      [
        { amountPaise: 20_000, reason: 'Two mango bottles leaked', at: '2026-11-25T23:17:00.000Z' },
        { amountPaise: 74_900, reason: null, at: '2026-11-27T06:00:00.000Z' },
      ],
      94_900,
      words,
      'en',
    ),
  ).toEqual(['Partially refunded ₹200.00 on 26 Nov — Two mango bottles leaked', 'Refunded ₹749.00 on 27 Nov']);
});

it('says who cancelled and why', () => {
  const at = '2026-11-26T10:00:00.000Z';
  expect(cancellationLine({ by: 'shop', reason: 'Out of mangoes today', at }, words)).toBe('Cancelled by Koolers: Out of mangoes today');
  expect(cancellationLine({ by: 'system', reason: 'Not paid within 30 minutes', at }, words)).toBe('Cancelled: Not paid within 30 minutes');
  expect(cancellationLine({ by: 'shop', reason: null, at }, words)).toBe('Cancelled by Koolers');
});

it('reads in the page’s language: a Marathi page’s timeline, refund and cancellation', () => {
  const { orders: marathi } = pageWords('mr', 'orders');
  const at = '2026-11-26T10:00:00.000Z';
  expect(timeline([{ kind: 'delivery', from: null, to: 'unconfirmed', at }], marathi)).toEqual([{ label: 'ऑर्डर केली', at }]);
  expect(refundLines([{ amountPaise: 20_000, reason: null, at }], 94_900, marathi, 'mr')).toEqual(['26 नोव्हें रोजी ₹200.00 अंशतः परत केले']);
  expect(cancellationLine({ by: 'shop', reason: 'Out of mangoes today', at }, marathi)).toBe('Koolers ने रद्द केली: Out of mangoes today');
});
