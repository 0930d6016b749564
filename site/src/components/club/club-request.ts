/**
 * The Coco Club request this browser sent with "I've paid", kept so /subscription can say it is
 * being checked on a later visit (a visitor without an account has no other way back to it). Its id
 * is unguessable and the API answers nothing personal for it.
 */
import { fill } from '@koolers/contracts/words/fill';
import type { WordsOf } from '@koolers/contracts/words/index';

const KEY = 'koolers:club-request';
/** Sent on `window` when a request was just kept, for the page's notice to show it at once. */
export const CLUB_REQUEST_KEPT = 'koolers:club-request-kept';

/** `membershipId` is the key the API knows it by; `number` (CC-1001) is what people read. */
export type KeptClubRequest = { membershipId: string; number: string; upiReference: string };

export function keepClubRequest(request: KeptClubRequest): void {
  try {
    localStorage.setItem(KEY, request.membershipId);
  } catch {
    // Storage refused (private mode): the notice shows until the page is left.
  }
  dispatchEvent(new CustomEvent(CLUB_REQUEST_KEPT, { detail: request }));
}

export function keptClubRequestId(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** The shop confirmed it (or it is gone): nothing left to say. */
export function forgetClubRequest(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {}
}

/**
 * What a member who paid by UPI is told until the shop confirms: a statement, not a question, with
 * the request's readable number and the reference it is checked against.
 */
export function checkingMessage(
  { number, upiReference }: { number: string; upiReference: string | null },
  words: Pick<WordsOf<'club'>, 'checking' | 'checkingWithReference'>,
): string {
  return upiReference ? fill(words.checkingWithReference, { number, upiReference }) : fill(words.checking, { number });
}
