/**
 * "Welcome" for an account just made, "Welcome back" for everyone else.
 *
 * The API's account answer says nothing of when the account was made, so the register form leaves a
 * note in this tab (sessionStorage `new-account`: the new account's email) and the dashboard reads it
 * with the orders it already asks for: the account registered in this tab, if it has not ordered
 * yet, is new. Another tab, another device, another account logged in here, or the first order make
 * the customer a returning one. sessionStorage, not localStorage: closing the tab ends "new".
 */
import { fill } from '@koolers/contracts/words/fill';
import type { WordsOf } from '@koolers/contracts/words/index';

const KEY = 'new-account';

export function markNewAccount(email: string): void {
  try {
    sessionStorage.setItem(KEY, email.trim().toLowerCase());
  } catch {
    // Storage refused (private mode): the new customer is greeted "Welcome back", no harm done.
  }
}

export function isNewAccountHere(email: string): boolean {
  try {
    return sessionStorage.getItem(KEY) === email.trim().toLowerCase();
  } catch {
    return false;
  }
}

export function greeting(
  firstName: string,
  { newHere, hasOrders }: { newHere: boolean; hasOrders: boolean },
  words: WordsOf<'account'>,
): string {
  return fill(newHere && !hasOrders ? words.welcome : words.welcomeBack, { name: firstName });
}
