import { describe, expect, it } from 'vitest';
import { quoteBody } from '../src/checkout-schemas.ts';
import { formatPhone } from '../src/fields/phone.ts';
import { promotionCodeSettingsSchema } from '../src/promotion-schemas.ts';
import { normalisePromotionCode } from '../src/promotions.ts';

describe('a phone number as the shopper reads it back', () => {
  it.each(['9820012345', '98200 12345', '+91 98200 12345', '+91-98200-12345', '919820012345', '09820012345'])(
    '%s reads "+91 98200 12345", as at Review, so on the confirmation too',
    (typed) => {
      expect(formatPhone(typed)).toBe('+91 98200 12345');
    },
  );

  it('shows anything that is not an Indian number as it was given', () => {
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhone('')).toBe('');
  });
});

describe('a promotion code, the same for the cart, the API and the desk', () => {
  it.each([
    ['welcome10', 'WELCOME10'],
    ['  WELCOME10 ', 'WELCOME10'],
    ['WELCOME 10', 'WELCOME10'],
    ['welcome\t 10', 'WELCOME10'],
    ['DIWALI-15', 'DIWALI-15'],
  ])('%j is %s', (typed, code) => {
    expect(normalisePromotionCode(typed)).toBe(code);
  });

  it('reaches the quote with the spaces inside it taken out', () => {
    const body = quoteBody.parse({ items: [{ ref: 'kooler:pineapple', quantity: 1 }], promotionCode: 'Welcome 10' });
    expect(body.promotionCode).toBe('WELCOME10');
  });

  it('is no code when it is only spaces', () => {
    expect(quoteBody.parse({ items: [{ ref: 'kooler:pineapple', quantity: 1 }], promotionCode: '   ' }).promotionCode).toBeUndefined();
  });

  it('is saved by the desk as the shopper will type it', () => {
    const settings = promotionCodeSettingsSchema.safeParse({
      code: 'Welcome 10',
      description: 'First order',
      kind: 'percent',
      value: 10,
      minimumOrderPaise: 0,
      maximumDiscountPaise: null,
      validFrom: null,
      validUntil: null,
      totalUseLimit: null,
      perCustomerLimit: null,
      firstOrderOnly: true,
      categories: [],
      refs: [],
    });
    expect(settings.success && settings.data.code).toBe('WELCOME10');
  });
});
