import { describe, expect, it } from 'vitest';
import { hashPassword, unknownAccountHash, verifyPassword } from '../../src/customers/password-hashing.ts';

describe('password hashing (Argon2id, m=19456 KiB, t=2, p=1)', () => {
  it('stores a self-describing PHC string with a fresh 16-byte salt and a 32-byte hash', async () => {
    const [first, second] = await Promise.all([hashPassword('tender-coconut-9'), hashPassword('tender-coconut-9')]);
    const format = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$([A-Za-z0-9+/]{22})\$([A-Za-z0-9+/]{43})$/;
    expect(first).toMatch(format);
    expect(first).not.toBe(second);
    expect(Buffer.from(format.exec(first)?.[1] ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(format.exec(first)?.[2] ?? '', 'base64')).toHaveLength(32);
  });

  it('verifies the right password and refuses any other', async () => {
    const stored = await hashPassword('tender-coconut-9');
    expect(await verifyPassword('tender-coconut-9', stored)).toBe(true);
    expect(await verifyPassword('tender-coconut-8', stored)).toBe(false);
    expect(await verifyPassword('Tender-coconut-9', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('verifies a hash written with other parameters (they are read from the string)', async () => {
    const { argon2Sync } = await import('node:crypto');
    const salt = Buffer.alloc(16, 7);
    const hash = argon2Sync('argon2id', { message: 'old-password-1', nonce: salt, parallelism: 1, tagLength: 32, memory: 8192, passes: 3 });
    const stored = `$argon2id$v=19$m=8192,t=3,p=1$${salt.toString('base64').replace(/=+$/, '')}$${hash.toString('base64').replace(/=+$/, '')}`;
    expect(await verifyPassword('old-password-1', stored)).toBe(true);
  });

  it.each([
    '',
    'plain-text',
    '$2b$10$abcdefghijklmnopqrstuv',
    '$argon2id$v=19$m=19456,t=2,p=1$AAAA$AAAA',
    '$argon2i$v=19$m=19456,t=2,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  ])('never matches a malformed stored value %j', async (stored) => {
    expect(await verifyPassword('anything-at-all', stored)).toBe(false);
  });

  it('the unknown-account hash is computed once and matches no guess', async () => {
    const [a, b] = await Promise.all([unknownAccountHash(), unknownAccountHash()]);
    expect(a).toBe(b);
    expect(await verifyPassword('tender-coconut-9', a)).toBe(false);
  });
});
