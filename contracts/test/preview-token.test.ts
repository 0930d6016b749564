import { describe, expect, it } from 'vitest';
import { PREVIEW_TOKEN_HOURS, signPreviewToken, verifyPreviewToken } from '../src/preview-token.ts';

const SECRET = 'preview-secret-for-tests';
const now = Date.parse('2026-11-25T10:00:00.000Z');
const token = signPreviewToken(SECRET, now);

describe('a preview token', () => {
  it.each([
    ['the token as signed', token, now, true],
    ['just before it expires', token, now + PREVIEW_TOKEN_HOURS * 3_600_000, true],
    ['once it has expired', token, now + PREVIEW_TOKEN_HOURS * 3_600_000 + 1, false],
    ['signed with another secret', signPreviewToken('guess', now), now, false],
    ['with a later expiry written in', `${now + 9e9}.${token.split('.')[1]}`, now, false],
    ['missing', undefined, now, false],
    ['rubbish', 'abc', now, false],
  ])('%s: valid %s', (_name, value, at, valid) => {
    expect(verifyPreviewToken(value, SECRET, at)).toBe(valid);
  });

  it('is never valid without a secret', () => {
    expect(verifyPreviewToken(signPreviewToken('', now), '', now)).toBe(false);
  });
});
