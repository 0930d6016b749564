import { describe, expect, it } from 'vitest';
import { en } from '../src/messages/en.ts';
import { type Catalogue, codeOf, MESSAGE_KEYS, message, messageIn } from '../src/messages.ts';

describe('the message catalogue', () => {
  it('answers a key with its English sentence, filling in what it names', () => {
    expect(message('not_found.order')).toBe('Order not found.');
    expect(message('wishlist_full', { limit: 50 })).toBe('Your wishlist is full (50 products). Please remove something first.');
    expect(message('invalid_amount', { refundablePaise: 123_456 })).toBe('You can refund between ₹0.01 and ₹1,234.56.');
    expect(messageIn('en', 'code_wrong', { triesLeft: 1 })).toBe('That code is not right. 1 try left.');
  });

  it('keeps a message the browser shows too written once, in its own module', () => {
    expect(message('reset_link_invalid')).toBe('This password reset link is invalid, used or expired. Please ask for a new one.');
    expect(message('no_such_slot')).toBe('Please choose a delivery slot from the list.');
  });

  it('answers with the code before the dot', () => {
    expect(codeOf('not_found.order')).toBe('not_found');
    expect(codeOf('wishlist_full')).toBe('wishlist_full');
  });

  it('names its keys as error codes: lower case words, at most one case after a dot', () => {
    expect(MESSAGE_KEYS.filter((key) => !/^[a-z]+(_[a-z]+)*(\.[a-z]+(_[a-z]+)*)?$/.test(key))).toEqual([]);
  });

  it('is the shape every other language must have', () => {
    const english: Catalogue = en;
    expect(Object.keys(english)).toEqual(MESSAGE_KEYS);
    const { not_yet: _dropped, ...missingOne } = en;
    // @ts-expect-error a language that lacks an entry is not a Catalogue, so `tsc` refuses it
    const incomplete: Catalogue = missingOne;
    expect(Object.keys(incomplete)).not.toContain('not_yet');
    // @ts-expect-error an entry with parameters must stay a function of the same parameters
    const misshapen: Catalogue = { ...en, wishlist_full: 'Your wishlist is full.' };
    expect(typeof misshapen.wishlist_full).toBe('string');
  });
});
