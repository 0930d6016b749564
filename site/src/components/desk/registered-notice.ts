/** "Admin registered successfully!" carried from /admin-register to /admin-login, shown once. */
const KEY = 'desk-registered';

export function rememberRegistered(message: string): void {
  sessionStorage.setItem(KEY, message);
}

export function takeRegisteredNotice(): string {
  const message = sessionStorage.getItem(KEY) ?? '';
  sessionStorage.removeItem(KEY);
  return message;
}
