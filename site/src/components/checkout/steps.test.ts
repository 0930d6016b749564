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
    expect(pathOf(step, '/checkout')).toBe(path);
  });

  it('sends the cart step back to the cart address the shopper came in by', () => {
    expect(pathOf('cart', '/productorderpage')).toBe('/productorderpage');
  });

  it('reads Cart · Contact · Delivery · Review', () => {
    expect(STEPS).toEqual(['cart', 'contact', 'delivery', 'review']);
  });
});
