import { afterEach, describe, expect, it, vi } from 'vitest';
import { isFirstVisit } from './first-visit.ts';

/** A browser's storage for this test: kept in a Map, or refusing every call (storage blocked). */
function storage(blocked = false) {
  const items = new Map<string, string>();
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    getItem: (key: string) => (blocked ? refuse() : (items.get(key) ?? null)),
    setItem: (key: string, value: string) => (blocked ? refuse() : void items.set(key, value)),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an order’s first visit in this browser', () => {
  it('is the first time its page shows it, not a reload or the email’s link later', () => {
    vi.stubGlobal('localStorage', storage());
    expect(isFirstVisit('ord_a')).toBe(true);
    expect(isFirstVisit('ord_a')).toBe(false);
    expect(isFirstVisit('ord_b')).toBe(true);
    expect(isFirstVisit('ord_a')).toBe(false);
  });

  it('remembers the last 20 orders shown', () => {
    vi.stubGlobal('localStorage', storage());
    for (let order = 0; order < 21; order++) isFirstVisit(`ord_${order}`);
    expect(isFirstVisit('ord_20')).toBe(false);
    expect(isFirstVisit('ord_1')).toBe(false);
    expect(isFirstVisit('ord_0')).toBe(true);
  });

  it('is every visit where storage is blocked, or holds something else', () => {
    vi.stubGlobal('localStorage', storage(true));
    expect(isFirstVisit('ord_a')).toBe(true);
    expect(isFirstVisit('ord_a')).toBe(true);
    const garbled = storage();
    garbled.setItem('koolers:orders-shown', '{"not":"a list"}');
    vi.stubGlobal('localStorage', garbled);
    expect(isFirstVisit('ord_a')).toBe(true);
    expect(isFirstVisit('ord_a')).toBe(false);
  });
});
