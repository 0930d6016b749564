import type { CodRules } from '@koolers/contracts/cod-rules';
import { codRefusalMessage } from '@koolers/contracts/cod-rules';
import { describe, expect, it } from 'vitest';
import { codRefusal, NO_COD_RULES, needsCodConfirmation } from './cod-rules.ts';

const rules = (overrides: Partial<CodRules> = {}): CodRules => ({ ...NO_COD_RULES, ...overrides });
const order = { phone: '+91 98200 12345', pincode: '400703', totalPaise: 150_000 };

describe('needsCodConfirmation', () => {
  describe.each([
    // policy, abovePaise, totalPaise, earlierCodOrders, needs
    ['never', null, 900_000, 0, false],
    ['always', null, 100, 7, true],
    ['first-order', null, 20_000, 0, true],
    ['first-order', null, 20_000, 1, false],
    ['above-amount', 100_000, 100_000, 0, false],
    ['above-amount', 100_000, 100_001, 5, true],
    ['above-amount', null, 100_001, 0, false],
  ] as const)('%s (above %s): an order of %i paise after %i COD orders', (policy, abovePaise, totalPaise, earlierCodOrders, needs) => {
    it(needs ? 'must be confirmed' : 'needs no confirmation', () => {
      expect(needsCodConfirmation({ policy, abovePaise }, { totalPaise, earlierCodOrders })).toBe(needs);
    });
  });
});

describe('codRefusal', () => {
  it('allows cash on delivery when the owners set no rule', () => {
    expect(codRefusal(NO_COD_RULES, order)).toBeNull();
  });

  it('refuses a blocked number however it is written, with the neutral message even where other rules refuse too', () => {
    const refusal = codRefusal(rules({ blockedPhones: ['9820012345'], pincodesOff: ['400703'], ceilingPaise: 100 }), order);
    expect(refusal).toEqual({ reason: 'blocked' });
    expect(codRefusalMessage({ reason: 'blocked' })).toBe('Cash on delivery isn’t available for this order. Please pay online.');
  });

  it('refuses a pincode where COD is off, naming it', () => {
    const refusal = codRefusal(rules({ pincodesOff: ['400703'] }), order);
    expect(refusal).toEqual({ reason: 'pincode', pincode: '400703' });
    expect(codRefusalMessage(refusal ?? { reason: 'blocked' })).toBe(
      'Cash on delivery isn’t available for pincode 400703. Please pay online.',
    );
  });

  it('refuses an order above the ceiling, not one at it', () => {
    expect(codRefusal(rules({ ceilingPaise: 150_000 }), order)).toBeNull();
    const refusal = codRefusal(rules({ ceilingPaise: 149_999 }), order);
    expect(refusal).toEqual({ reason: 'ceiling', ceilingPaise: 149_999 });
    expect(codRefusalMessage({ reason: 'ceiling', ceilingPaise: 200_000 })).toBe(
      'Cash on delivery is available for orders up to ₹2,000. Please pay online.',
    );
    expect(codRefusalMessage({ reason: 'ceiling', ceilingPaise: 149_950 })).toBe(
      'Cash on delivery is available for orders up to ₹1,499.50. Please pay online.',
    );
  });
});
