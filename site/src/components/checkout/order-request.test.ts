import { describe, expect, test } from 'vitest';
import type { Quote } from '../cart/quote.ts';
import { orderRequest } from './order-request.ts';

const details = { name: 'Asha', email: '', phone: '9876543210', address: '1 Sector 17', pincode: '400703' };
const items = [{ ref: 'tender-coconut', name: 'Tender coconut', size: 'Large', quantity: 2 }];
const quote = (promotion?: Quote['promotion']) => ({ promotion }) as Quote;

describe('what placing the order sends', () => {
  test('the lines, the details, and only the choices the shopper made', () => {
    expect(orderRequest(items, { details, saveAddress: false, whatsappOptIn: false }, undefined)).toEqual({
      items: [{ ref: 'tender-coconut', size: 'Large', quantity: 2, name: 'Tender coconut' }],
      customerDetails: details,
    });
    const delivery = { kind: 'asap' } as const;
    expect(orderRequest(items, { details, saveAddress: true, whatsappOptIn: true, delivery }, undefined)).toMatchObject({
      saveAddress: true,
      whatsappOptIn: true,
      delivery,
    });
  });

  test('a promotion code only when the quote applied it', () => {
    const applied = quote({ status: 'applied', code: 'DIWALI10' });
    const refused = quote({ status: 'refused', code: 'OLD', reason: 'paused', message: 'This code is paused.' });
    expect(orderRequest(items, { details }, applied).promotionCode).toBe('DIWALI10');
    expect(orderRequest(items, { details }, refused)).not.toHaveProperty('promotionCode');
  });
});
