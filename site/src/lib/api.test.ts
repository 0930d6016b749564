import { UNREACHABLE } from '@koolers/contracts/words/unreachable';
import { describe, expect, it } from 'vitest';
import { type ApiFailure, isUnreachable, troubleMessage } from './api.ts';

const failure = (status: number, code = `http_${status}`, message = UNREACHABLE): ApiFailure => ({ ok: false, status, code, message });

describe('what a screen says of trouble the shopper cannot correct', () => {
  it.each([
    ['no answer at all (the network)', failure(0, 'network')],
    ['the web front, for an API it could not reach', failure(502)],
    ['the web front, while the API restarts', failure(503)],
    ['the web front, out of time', failure(504)],
  ])('%s: the shop could not be reached, in the one wording', (_case, result) => {
    expect(isUnreachable(result)).toBe(true);
    expect(troubleMessage(result, 'Payment could not be processed. Please try again.')).toBe(UNREACHABLE);
  });

  it.each([
    ['the API failed', failure(500, 'internal', 'Something broke.')],
    ['the API says Razorpay is down', failure(502, 'gateway_unavailable', 'Razorpay is not answering.')],
  ])('%s: the screen’s own words', (_case, result) => {
    expect(isUnreachable(result)).toBe(false);
    expect(troubleMessage(result, 'Payment could not be processed. Please try again.')).toBe(
      'Payment could not be processed. Please try again.',
    );
  });
});
