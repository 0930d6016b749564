/**
 * Every message of the old shop's admin screens, word for word (spec §8), and the desk's own. The
 * orders' messages (the list, an order's page, its moves, the cancellation that stands in for the
 * spec's delete) are the words catalogue's `deskOrders` area (contracts/src/words/desk-orders.ts).
 */
export const DESK = {
  invalidCredentials: 'Invalid credentials',
  loginUnreachable: 'Something went wrong. Please try again.',
  registrationFailed: 'Registration failed!',
  registerUnreachable: 'Something went wrong. Try again!',
  registered: 'Admin registered successfully!',
  ordersList: 'Orders List',
} as const;

/** The spec's message for a failed step, and why, when the server said why ("Failed to update order status. …"). */
export function failure(spec: string, reason: string): string {
  return reason ? `${spec} ${reason}` : spec;
}
