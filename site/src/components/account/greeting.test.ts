import { pageWords } from '@koolers/contracts/words/index';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { greeting, isNewAccountHere, markNewAccount } from './greeting.ts';

const { account: english } = pageWords('en', 'account');

describe('the dashboard greeting', () => {
  it.each([
    [{ newHere: true, hasOrders: false }, 'Welcome, Asha!'],
    [{ newHere: true, hasOrders: true }, 'Welcome back, Asha!'],
    [{ newHere: false, hasOrders: false }, 'Welcome back, Asha!'],
    [{ newHere: false, hasOrders: true }, 'Welcome back, Asha!'],
  ])('%j reads "%s"', (facts, words) => {
    expect(greeting('Asha', facts, english)).toBe(words);
  });
});

describe('the note the register form leaves in this tab', () => {
  beforeEach(() => {
    const kept = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => kept.set(key, value),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('names the account just registered, and no other one logged in here later', () => {
    expect(isNewAccountHere('asha@example.in')).toBe(false);
    markNewAccount('Asha@Example.in ');
    expect(isNewAccountHere('asha@example.in')).toBe(true);
    expect(isNewAccountHere('ravi@example.in')).toBe(false);
  });

  it('a browser that refuses storage greets everyone as returning', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => markNewAccount('asha@example.in')).not.toThrow();
    expect(isNewAccountHere('asha@example.in')).toBe(false);
  });
});
