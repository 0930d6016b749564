import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function startServer(env: Record<string, string>) {
  return spawnSync(process.execPath, ['src/server.ts'], {
    cwd: new URL('..', import.meta.url),
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
    timeout: 15_000,
  });
}

describe('starting the commerce API with a bad environment', () => {
  it('exits non-zero with one line naming the malformed variable', () => {
    const result = startServer({
      PORT: 'not-a-port',
      RAZORPAY_KEY_ID: 'rzp_test_sandbox1234',
      RAZORPAY_KEY_SECRET: 'a-key-secret-of-some-length',
      RAZORPAY_WEBHOOK_SECRET: 'a-webhook-secret-of-some-length',
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Configuration error: PORT is invalid/)]);
  });

  it('exits non-zero naming a missing secret', () => {
    const result = startServer({ RAZORPAY_KEY_ID: 'rzp_test_sandbox1234' });
    expect(result.status).not.toBe(0);
    expect(result.stderr.trim()).toBe('Configuration error: RAZORPAY_KEY_SECRET is missing');
  });
});
