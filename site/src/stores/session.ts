import { persistentAtom } from '@nanostores/persistent';

/**
 * The logged-in customer's name, kept in the browser under `name` (as the older shop did) so the
 * header can greet them without asking the server. Only a hint: the session itself is an HttpOnly
 * cookie the page never sees, and the API is the judge of whether it is still alive.
 */
export const customerName = persistentAtom<string>('name', '');

export function rememberSignIn(name: string): void {
  customerName.set(name);
}

export function forgetSignIn(): void {
  customerName.set('');
}

/** "Priya" from "Priya Patil". */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
