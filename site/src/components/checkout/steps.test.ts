import { describe, expect, it } from 'vitest';
import { pathOf, STEPS, stepFromPath } from './steps.ts';

describe('the checkout’s addresses', () => {
  it.each([
    ['/checkout', 'cart'],
    ['/order', 'cart'],
    ['/productorderpage', 'cart'],
    ['/checkout/step1', 'contact'],
    ['/checkout/step2', 'delivery'],
    ['/checkout-form', 'delivery'],
    // The payment step was folded into the review (issue 32): its address lands there.
    ['/checkout/step3', 'review'],
    ['/checkout/review', 'review'],
  ])('%s shows the %s step', (path, step) => {
    expect(stepFromPath(path)).toBe(step);
  });

  it.each([
    ['contact', '/checkout/step1'],
    ['delivery', '/checkout/step2'],
    ['review', '/checkout/review'],
  ] as const)('the %s step lives at %s', (step, path) => {
    expect(pathOf(step, '/checkout', 'en')).toBe(path);
  });

  it('sends the cart step back to the cart address the shopper came in by', () => {
    expect(pathOf('cart', '/productorderpage', 'en')).toBe('/productorderpage');
  });

  it('keeps a Hindi or Marathi shopper in their language, on every step, after switching too', () => {
    expect(stepFromPath('/hi/checkout/step1')).toBe('contact');
    expect(stepFromPath('/mr/checkout-form')).toBe('delivery');
    expect(stepFromPath('/hi/order')).toBe('cart');
    expect(pathOf('review', '/hi/checkout', 'hi')).toBe('/hi/checkout/review');
    expect(pathOf('cart', '/hi/productorderpage', 'hi')).toBe('/hi/productorderpage');
    // Came in by the English cart, then switched to Marathi: back to the cart in Marathi.
    expect(pathOf('cart', '/order', 'mr')).toBe('/mr/order');
    expect(pathOf('cart', '/hi/order', 'en')).toBe('/order');
  });

  it('reads Cart · Contact · Delivery · Review', () => {
    expect(STEPS).toEqual(['cart', 'contact', 'delivery', 'review']);
  });
});
