import { describe, expect, it } from 'vitest';
import { memberRupees } from './member-price.ts';

describe('the member price beside a price', () => {
  it('takes the plan’s discount off, rounded down to the paisa as the server does', () => {
    expect(memberRupees(100, 10)).toBe(90);
    expect(memberRupees(249.5, 10)).toBe(224.55);
    expect(memberRupees(99.99, 15)).toBe(85);
  });

  it('is the price itself when the plan gives no discount', () => {
    expect(memberRupees(100, 0)).toBe(100);
  });
});
