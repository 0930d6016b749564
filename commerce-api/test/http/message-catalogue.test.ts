import { readdirSync, readFileSync } from 'node:fs';
import { codeOf, MESSAGE_KEYS } from '@koolers/contracts/messages';
import { describe, expect, it } from 'vitest';

/**
 * The API's error messages come from the catalogue in contracts (issue 31, point 5): a code the API
 * answers has an entry, so every language must word it (issue 35), and an entry nobody answers with
 * is not kept. Codes and keys are plain strings in the sources, so this reads them (as
 * `test/db/table-owners.test.ts` does for tables):
 * - `appError('not_found.order', …)` and `refuseWhenLimited(res, verdict, 'too_many_orders')` name a key;
 * - `wordedError('payment_mismatch', 'not_found.payment', …)` answers a code worded by another key;
 * - `messageIn(language, 'delivery_check.available')` words an answer that is not an error;
 * - `const FAILED: SentenceKey = 'not_found.payment'` names a key a route hands on;
 * - `new AppError('illegal_move', refusal, …)` names a code whose words another rule composes.
 */
const SRC = new URL('../../src/', import.meta.url);

/**
 * Codes whose message is composed by the rule that refuses, so it has no entry of its own yet: the
 * sentence is the rule's, shown by the browser too or built from facts the rule holds.
 */
const WORDED_BY_THEIR_RULE: Record<string, string> = {
  illegal_move: 'the transitions tables (orders/payment-status.ts, delivery-status.ts, desk-moves.ts)',
  invalid_lines: 'refundLinesRefusal in @koolers/contracts/refunds',
  not_awaiting: 'codAnswerMessage (orders/cod-confirmation.ts), which also words the answer that succeeds',
};

const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file, text: readFileSync(new URL(file, SRC), 'utf8') }));

/** Every match of `pattern`'s first group, with the file it is in. */
function found(pattern: RegExp): { file: string; value: string }[] {
  return sources.flatMap(({ file, text }) => [...text.matchAll(pattern)].map((match) => ({ file, value: match[1] ?? '' })));
}

/** The keys named where an error is worded by the catalogue; a conditional names two (`whole ? 'a' : 'b'`). */
const namedKeys = [
  ...found(/\bappError\(([^,]+),/g),
  ...found(/\brefuseWhenLimited\([^;]*?,\s*('[a-z_.]+')\s*\)/g),
  ...found(/\b(?:wordedError|messageIn)\([^,]+,\s*('[a-z_.]+')/g),
  ...found(/:\s*SentenceKey\s*=\s*('[a-z_.]+')/g),
].flatMap(({ file, value }) => [...value.matchAll(/'([a-z_.]+)'/g)].map((match) => ({ file, key: match[1] ?? '' })));
const literalCodes = found(/new AppError\(\s*(?:[^,]*\?\?\s*)?'([a-z_]+)'/g);

const keys = new Set<string>(MESSAGE_KEYS);
const codes = new Set(MESSAGE_KEYS.map(codeOf));

describe('the message catalogue', () => {
  it('has an entry for every error the API words from it', () => {
    expect(namedKeys.length).toBeGreaterThan(100);
    expect(namedKeys.filter(({ key }) => !keys.has(key)).map(({ file, key }) => `src/${file}: ${key}`)).toEqual([]);
  });

  it('has an entry for every code the API answers, unless the rule that refuses words it', () => {
    const missing = literalCodes.filter(({ value }) => !codes.has(value) && !(value in WORDED_BY_THEIR_RULE));
    expect(missing.map(({ file, value }) => `src/${file}: ${value}`)).toEqual([]);
  });

  it('keeps the list of codes worded elsewhere true: each is answered and has no entry', () => {
    const answered = new Set(literalCodes.map(({ value }) => value));
    expect(Object.keys(WORDED_BY_THEIR_RULE).filter((code) => !answered.has(code) || codes.has(code))).toEqual([]);
  });

  it('keeps no entry the API never answers with', () => {
    const used = new Set(namedKeys.map(({ key }) => key));
    // A message also read outside an error (`message('…')`) counts as used.
    for (const { value } of found(/\bmessage\(\s*'([a-z_.]+)'/g)) used.add(value);
    expect(MESSAGE_KEYS.filter((key) => !used.has(key))).toEqual([]);
  });
});
