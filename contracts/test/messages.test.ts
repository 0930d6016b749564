import { describe, expect, it } from 'vitest';
import { en } from '../src/messages/en.ts';
import { hi } from '../src/messages/hi.ts';
import { mr } from '../src/messages/mr.ts';
import { type Catalogue, codeOf, LANGUAGES, languageFrom, MESSAGE_KEYS, message, messageIn } from '../src/messages.ts';

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

  it('words a shopper’s message in Hindi and Marathi, with the same facts filled in', () => {
    expect(messageIn('hi', 'not_found.order')).toBe('ऑर्डर नहीं मिला।');
    expect(messageIn('mr', 'not_found.order')).toBe('ऑर्डर सापडली नाही.');
    expect(messageIn('hi', 'wishlist_full', { limit: 50 })).toContain('(50 प्रोडक्ट)');
    expect(messageIn('mr', 'cod_refused', { refusal: { reason: 'ceiling', ceilingPaise: 200_000 } })).toContain('₹2,000 पर्यंतच्या');
    expect(messageIn('hi', 'cod_refused', { refusal: { reason: 'pincode', pincode: '400703' } })).toContain('पिनकोड 400703');
  });

  it('translates every entry a shopper can meet, leaving only the desk’s and other services’ in English', () => {
    const shoppers = ['not_logged_in', 'too_many_orders', 'no_such_slot', 'order_cancelled', 'not_a_picture', 'forbidden_origin'] as const;
    for (const catalogue of [hi, mr]) {
      const english = MESSAGE_KEYS.filter((key) => catalogue[key] === en[key]);
      // What only staff or other services read stays English; anything else left equal is a translation forgotten.
      for (const key of english) expect(key, `${key} is still English`).toMatch(STAFF_OR_SERVICE);
      for (const key of shoppers) expect(catalogue[key]).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('answers in the language the page asks for, and English otherwise', () => {
    expect(LANGUAGES).toEqual(['en', 'hi', 'mr']);
    expect(languageFrom('hi')).toBe('hi');
    expect(languageFrom('mr-IN')).toBe('mr');
    expect(languageFrom('en-IN,hi;q=0.9')).toBe('en');
    expect(languageFrom('ta-IN, mr;q=0.8, en;q=0.5')).toBe('mr');
    expect(languageFrom('hi;q=0, en-GB')).toBe('en');
    expect(languageFrom('fr, de')).toBe('en');
    expect(languageFrom('')).toBe('en');
    expect(languageFrom(undefined)).toBe('en');
  });
});

describe('an order’s promise, read later (its emails, its page)', () => {
  it('names the date and India’s time in each language, never “today”', () => {
    // 10:35 UTC is 4:05 pm in Vashi; 18:40 UTC on the 30th is ten past midnight on 1 December there.
    const asap = { kind: 'asap', by: '2026-11-30T10:35:00.000Z' } as const;
    expect(messageIn('en', 'delivery_promise.order', asap)).toBe('As soon as possible, by 4:05 pm (Mon 30 Nov)');
    expect(messageIn('hi', 'delivery_promise.order', asap)).toBe('जितनी जल्दी हो सके, 4:05 pm तक (सोम, 30 नव॰)');
    expect(messageIn('mr', 'delivery_promise.order', { kind: 'asap', by: '2026-11-30T18:40:00.000Z' })).toBe(
      'शक्य तितक्या लवकर, 12:10 am पर्यंत (मंगळ, 1 डिसें)',
    );
    const slot = { kind: 'slot', date: '2026-12-02', slotId: 'morning', starts: '09:00', ends: '11:00' } as const;
    expect(messageIn('hi', 'delivery_promise.order', slot)).toBe('बुध, 2 दिस॰, 9–11 am');
  });
});

/** The entries only staff (the order desk, its sign-in) and other services (webhooks) read. */
const STAFF_OR_SERVICE =
  /^(not_found\.(review|message|staff|invitation|whatsapp|sms|endpoint|customer|promotion_code)|not_signed_in\..+|invalid_credentials|owners_only|wrong_password\.staff|self\..+|last_owner|staff_exists|invite_.+|already_set_up|set_up_.+|code_needed|wrong_code|not_requested|upi_reference_mismatch|changed_meanwhile\..+|reason_needed|not_movable|same_slot|unknown_slot|already_closed\..+|no_email|nothing_to_resend\..+|no_phone_channel|email_failed|code_taken|invalid_request\.(unknown_item|page_link|refund_key)|not_refundable\..+|not_cancellable|refund_.+|unauthorized|bad_signature\..+|missing_event_id|bad_payload\..+|forbidden|bad_token|not_yet|illegal_move\..+|not_awaiting|invalid_lines\..+)$/;
