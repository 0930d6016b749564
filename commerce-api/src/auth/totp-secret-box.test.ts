import { describe, expect, it } from 'vitest';
import { createSecretBox } from './totp-secret-box.ts';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('the box authenticator secrets are stored in', () => {
  const box = createSecretBox('a key of at least thirty-two characters');

  it('stores no trace of the secret, and opens it again for the same staff member', () => {
    const sealed = box.seal(7, SECRET);
    expect(sealed).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(SECRET);
    expect(box.seal(7, SECRET)).not.toBe(sealed);
    expect(box.open(7, sealed)).toBe(SECRET);
  });

  it('does not open for another staff member, under another key, tampered with, or stored in clear', () => {
    const sealed = box.seal(7, SECRET);
    expect(box.open(8, sealed)).toBeUndefined();
    expect(createSecretBox('another key of at least thirty-two characters').open(7, sealed)).toBeUndefined();
    const flipped = `${sealed.slice(0, -2)}${sealed.at(-2) === 'A' ? 'B' : 'A'}${sealed.at(-1)}`;
    expect(box.open(7, flipped)).toBeUndefined();
    expect(box.open(7, SECRET)).toBeUndefined();
    expect(box.open(7, 'v1:')).toBeUndefined();
  });
});
