import { describe, expect, it } from 'vitest';
import { PROMOTION_CODE_STATUSES, promotionCodeStatus, promotionCodeStatusLabel } from '../src/promotions.ts';

const NOW = new Date('2026-11-29T06:30:00.000Z');
const code = (overrides: Partial<Parameters<typeof promotionCodeStatus>[0]> = {}) => ({
  validFrom: null,
  validUntil: null,
  totalUseLimit: null,
  paused: false,
  uses: 0,
  ...overrides,
});

describe('a promotion code’s status, from its dates, limits and pause', () => {
  it.each([
    ['no dates, no limit', code(), 'running'],
    ['ended on 5 Nov (DIWALI15)', code({ validFrom: '2026-10-14T18:30:00.000Z', validUntil: '2026-11-05T18:29:00.000Z' }), 'expired'],
    ['ends at this very instant', code({ validUntil: NOW.toISOString() }), 'expired'],
    ['starts at this very instant', code({ validFrom: NOW.toISOString() }), 'running'],
    ['starts next month', code({ validFrom: '2026-12-01T00:00:00.000Z' }), 'scheduled'],
    ['every use taken', code({ totalUseLimit: 5, uses: 5 }), 'used_up'],
    ['one use left', code({ totalUseLimit: 5, uses: 4 }), 'running'],
    ['paused, and expired too: a shopper is told it is paused', code({ paused: true, validUntil: '2025-01-01T00:00:00.000Z' }), 'paused'],
    ['expired and used up: expired', code({ validUntil: '2025-01-01T00:00:00.000Z', totalUseLimit: 1, uses: 1 }), 'expired'],
  ])('%s', (_case, settings, status) => {
    expect(promotionCodeStatus(settings, NOW)).toBe(status);
  });

  it('has a label for each status the desk filters by', () => {
    expect(PROMOTION_CODE_STATUSES.map(promotionCodeStatusLabel)).toEqual(['Running', 'Scheduled', 'Paused', 'Used up', 'Expired']);
  });
});
