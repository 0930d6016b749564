import { describe, expect, it } from 'vitest';
import {
  formatPaise,
  formatPaiseAmount,
  formatRupees,
  paiseAsDecimal,
  paiseToRupees,
  percentOf,
  rupeesToPaise,
  spreadInProportion,
} from '../src/money.ts';

describe('money as people read it', () => {
  it.each([
    [12_050, '₹120.50', '120.50', '120.50'],
    [10_000, '₹100.00', '100.00', '100.00'],
    [7_500, '₹75.00', '75.00', '75.00'],
    [1, '₹0.01', '0.01', '0.01'],
    [0, '₹0.00', '0.00', '0.00'],
    [120_000, '₹1,200.00', '1,200.00', '1200.00'],
    [12_345_678, '₹1,23,456.78', '1,23,456.78', '123456.78'],
  ])('%i paise is %s (%s in a ₹ column, %s in a CSV or UPI link)', (paise, text, column, decimal) => {
    expect(formatPaise(paise)).toBe(text);
    expect(formatPaiseAmount(paise)).toBe(column);
    expect(paiseAsDecimal(paise)).toBe(decimal);
  });

  it('formats Strapi’s decimal rupees the same way as the API’s paise', () => {
    expect(formatRupees(1200)).toBe('₹1,200.00');
    expect(formatRupees(99.5)).toBe('₹99.50');
    expect(formatRupees(123456.78)).toBe(formatPaise(12_345_678));
  });
});

describe('rupees and paise', () => {
  it.each([
    [99.5, 9_950],
    [0.1, 10],
    [0.29, 29],
    [19.99, 1_999],
    [1200, 120_000],
  ])('%d rupees are %i paise', (rupees, paise) => {
    expect(rupeesToPaise(rupees)).toBe(paise);
  });

  it('gives a form field the rupees of an amount and takes them back unchanged', () => {
    expect(paiseToRupees(1_250)).toBe(12.5);
    expect(rupeesToPaise(paiseToRupees(1_999))).toBe(1_999);
  });

  it('takes a percentage off rounded down to the paisa', () => {
    expect(percentOf(9_999, 10)).toBe(999);
    expect(percentOf(10_000, 15)).toBe(1_500);
    expect(percentOf(333, 33)).toBe(109);
    expect(percentOf(0, 50)).toBe(0);
  });

  it('spreads an amount in proportion, the largest remainder first and ties to the earlier line', () => {
    expect(spreadInProportion(100, [300, 300, 300])).toEqual([34, 33, 33]);
    expect(spreadInProportion(10, [0, 5, 5])).toEqual([0, 5, 5]);
    expect(() => spreadInProportion(11, [5, 5])).toThrow(RangeError);
    expect(() => spreadInProportion(1.5, [5, 5])).toThrow(RangeError);
  });
});
