import { expect, it } from 'vitest';
import { safeReturnPath } from './validation.ts';

it.each([
  ['/checkout/step2', '/checkout/step2'],
  [null, '/profile'],
  ['https://evil.example/', '/profile'],
  ['//evil.example/', '/profile'],
  ['/\\evil.example', '/profile'],
])('returns to %j → %j', (value, expected) => expect(safeReturnPath(value, '/profile')).toBe(expected));
