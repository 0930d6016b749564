import { pageWords } from '@koolers/contracts/words/index';
import { describe, expect, it } from 'vitest';
import { checkingMessage } from './club-request.ts';

const { club: words } = pageWords('en', 'club');

describe('the notice while the shop checks a UPI payment', () => {
  it('states what happens, with the readable request number and the UPI reference, never the internal id', () => {
    expect(checkingMessage({ number: 'CC-1001', upiReference: '123456789012' }, words)).toBe(
      "We're checking your UPI payment (request CC-1001, UPI reference 123456789012). Your membership starts once we find it.",
    );
    expect(checkingMessage({ number: 'CC-1001', upiReference: null }, words)).toBe(
      "We're checking your UPI payment (request CC-1001). Your membership starts once we find it.",
    );
  });
});

describe('on a Hindi page', () => {
  it('the notice is in Hindi, with the same request number and reference', () => {
    expect(checkingMessage({ number: 'CC-1001', upiReference: '123456789012' }, pageWords('hi', 'club').club)).toBe(
      'हम आपके UPI भुगतान की जाँच कर रहे हैं (अनुरोध CC-1001, UPI संदर्भ 123456789012)। भुगतान मिलते ही आपकी सदस्यता शुरू हो जाएगी।',
    );
  });
});
