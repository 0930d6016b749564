/**
 * Whether this browser shows an order's page for the first time: "Thank you for your order" is said
 * once, after placing it (UX review 2, problem 4), and a later visit (the email's link, a reload)
 * reads where the order stands. The last 20 orders shown are remembered; a browser that keeps
 * nothing (storage blocked) is thanked each time, as before.
 */
const KEY = 'koolers:orders-shown';
const REMEMBERED = 20;

export function isFirstVisit(orderId: string): boolean {
  try {
    const shown: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    const ids = Array.isArray(shown) ? shown.filter((id): id is string => typeof id === 'string') : [];
    if (ids.includes(orderId)) return false;
    localStorage.setItem(KEY, JSON.stringify([orderId, ...ids].slice(0, REMEMBERED)));
    return true;
  } catch {
    return true;
  }
}
