import { describe, expect, it } from 'vitest';
import {
  GST_RATES,
  gstinCheckCharacter,
  gstinProblem,
  HSN_PATTERN,
  isGstRate,
  isValidGstin,
  seriesPrefixProblem,
  stateByCode,
} from '../src/gst.ts';

describe('GSTIN', () => {
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '27AAACR5055K1Z7', '33AAACH7409R1Z8'])('%s is valid', (gstin) => {
    expect(isValidGstin(gstin)).toBe(true);
    expect(gstinProblem(gstin)).toBeNull();
  });

  it('refuses a typing mistake by its check character', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(isValidGstin('27AAPFU0939F1ZX')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1ZV'.replace('0939', '0993'))).toBe(false);
    expect(gstinProblem('27AAPFU0939F1ZX')).toMatch(/typing mistake/);
  });

  it('refuses a wrong shape or an unknown state code', () => {
    expect(gstinProblem('27aapfu0939f1zv')).toMatch(/15-character GSTIN/);
    expect(gstinProblem('27AAPFU0939F1Z')).toMatch(/15-character GSTIN/);
    expect(isValidGstin(`99${'AAPFU0939F1Z'}${gstinCheckCharacter('99AAPFU0939F1Z')}`)).toBe(false);
  });

  it('knows Maharashtra as state 27', () => {
    expect(stateByCode('27')?.name).toBe('Maharashtra');
  });
});

describe('series prefixes', () => {
  it.each(['KI', 'KCN', 'K1', 'ABCD'])('%s fits a 16-character number', (prefix) => {
    expect(seriesPrefixProblem(prefix)).toBeNull();
    expect(`${prefix}/2526/999999`.length).toBeLessThanOrEqual(16);
  });
  it.each(['', 'KOOLR', 'ki', 'K-1', 'K/1'])('%j is refused', (prefix) => {
    expect(seriesPrefixProblem(prefix)).toMatch(/16 characters/);
  });
});

describe('GST rates and HSN codes', () => {
  it('knows the rates the shop invoices at', () => {
    expect(GST_RATES).toEqual([0, 5, 12, 18]);
    expect(isGstRate(12)).toBe(true);
    expect(isGstRate(28)).toBe(false);
  });

  it.each([
    ['2202', true],
    ['220299', true],
    ['22029920', true],
    ['22029', false],
    ['2202992A', false],
  ])('"%s" is an HSN code: %s', (code, valid) => {
    expect(HSN_PATTERN.test(code)).toBe(valid);
  });
});
