import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { clientKey } from '../../src/http/client-key.ts';

describe('clientKey', () => {
  const request = (ip: string | undefined) => ({ ip, socket: { remoteAddress: '127.0.0.1' } }) as unknown as Request;
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    [undefined, '127.0.0.1'],
  ])('%s → %s', (ip, key) => {
    expect(clientKey(request(ip))).toBe(key);
  });
});
