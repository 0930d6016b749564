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
 * - `sentence('illegal_move.payment', …)` names the key a rule refuses with (also in contracts:
 *   `refundLinesRefusal`), thrown by `sentenceError`.
 */
const SRC = new URL('../../src/', import.meta.url);
const CONTRACTS = new URL('../../../contracts/src/', import.meta.url);

const sourcesIn = (root: URL) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => ({ file, text: readFileSync(new URL(file, root), 'utf8') }));
const sources = sourcesIn(SRC);
/** Contracts' rules that refuse with a sentence the API answers (`refundLinesRefusal`). */
const contractSentences = sourcesIn(CONTRACTS).flatMap(({ file, text }) =>
  [...text.matchAll(/\bsentence\(('[a-z_.]+')/g)].map((match) => ({ file: `contracts/${file}`, value: match[1] ?? '' })),
);

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
  ...found(/\bsentence\(('[a-z_.]+')/g),
  ...contractSentences,
].flatMap(({ file, value }) => [...value.matchAll(/'([a-z_.]+)'/g)].map((match) => ({ file, key: match[1] ?? '' })));
const literalCodes = found(/new AppError\(\s*(?:[^,]*\?\?\s*)?'([a-z_]+)'/g);

const keys = new Set<string>(MESSAGE_KEYS);
const codes = new Set(MESSAGE_KEYS.map(codeOf));

describe('the message catalogue', () => {
  it('has an entry for every error the API words from it', () => {
    expect(namedKeys.length).toBeGreaterThan(100);
    expect(namedKeys.filter(({ key }) => !keys.has(key)).map(({ file, key }) => `src/${file}: ${key}`)).toEqual([]);
  });

  it('has an entry for every code the API answers', () => {
    const missing = literalCodes.filter(({ value }) => !codes.has(value));
    expect(missing.map(({ file, value }) => `src/${file}: ${value}`)).toEqual([]);
  });

  it('keeps no entry the API never answers with', () => {
    const used = new Set(namedKeys.map(({ key }) => key));
    // A message also read outside an error (`message('…')`) counts as used.
    for (const { value } of found(/\bmessage\(\s*'([a-z_.]+)'/g)) used.add(value);
    expect(MESSAGE_KEYS.filter((key) => !used.has(key))).toEqual([]);
  });
});
