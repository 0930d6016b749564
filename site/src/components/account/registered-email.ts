/**
 * The email a shopper just registered with, handed from /register to /login in this tab only
 * (sessionStorage), so it never lands in an address bar or a server log.
 */
const KEY = 'koolers:registered-email';

export function keepRegisteredEmail(email: string): void {
  sessionStorage.setItem(KEY, email);
}

/** The email, once: reading it removes it. */
export function takeRegisteredEmail(): string {
  const email = sessionStorage.getItem(KEY) ?? '';
  sessionStorage.removeItem(KEY);
  return email;
}
