import { describe, expect, it } from 'vitest';
import { isEmail, isPassword, isPhone, isPincode, safeReturnPath } from './validation.ts';

describe('field rules', () => {
  it.each([
    ['priya@example.in', true],
    [' priya@example.in ', true],
    ['priya@example', false],
    ['priya.example.in', false],
    ['pri ya@example.in', false],
  ])('email %j → %s', (value, valid) => expect(isEmail(value)).toBe(valid));

  it('a password needs at least 9 characters', () => {
    expect(isPassword('12345678')).toBe(false);
    expect(isPassword('123456789')).toBe(true);
  });

  it.each([
    ['9876543210', true],
    ['+91 98765-43210', true],
    ['987654321', false],
    ['98765432100', false],
  ])('phone %j → %s', (value, valid) => expect(isPhone(value)).toBe(valid));

  it.each([
    ['400703', true],
    ['040070', false],
    ['40070', false],
    ['4007031', false],
  ])('pincode %j → %s', (value, valid) => expect(isPincode(value)).toBe(valid));

  it.each([
    ['/checkout/step2', '/checkout/step2'],
    [null, '/profile'],
    ['https://evil.example/', '/profile'],
    ['//evil.example/', '/profile'],
    ['/\\evil.example', '/profile'],
  ])('returns to %j → %j', (value, expected) => expect(safeReturnPath(value, '/profile')).toBe(expected));
});
