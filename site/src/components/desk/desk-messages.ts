/**
 * Every message of the old shop's admin screens, word for word (spec §8) but for its delete words,
 * and the desk's own.
 */
export const DESK = {
  invalidCredentials: 'Invalid credentials',
  loginUnreachable: 'Something went wrong. Please try again.',
  registrationFailed: 'Registration failed!',
  registerUnreachable: 'Something went wrong. Try again!',
  registered: 'Admin registered successfully!',
  ordersFailed: 'Failed to load orders. Please try again.',
  loadingOrders: 'Loading orders...',
  noOrders: 'No orders found.',
  // The spec's Delete was the old shop's hard delete; this shop cancels and keeps the order (GST
  // records must be kept), and says so instead of the spec's "delete" words (docs/order-desk.md).
  cancelFailed: 'Failed to cancel the order.',
  statusUpdated: 'Order status updated successfully!',
  statusFailed: 'Failed to update order status.',
  detailFailed: 'Failed to load order details.',
  // The spec's "Back to Dashboard" went to the orders list, which is what this link opens.
  backToOrders: 'Back to orders',
  confirmOrder: 'Confirm Order',
  ordersList: 'Orders List',
} as const;

/** The cancel dialog's title names the act and the order (Polaris' destructive modal). */
export const cancelTitle = (orderNumber: string) => `Cancel order ${orderNumber}?`;

/** Said once the order is cancelled: what the shop did, not the spec's "deleted". */
export const cancelledText = (orderNumber: string) => `Order ${orderNumber} cancelled. It stays in the list and the records.`;

/** The spec's message for a failed step, and why, when the server said why ("Failed to update order status. …"). */
export function failure(spec: string, reason: string): string {
  return reason ? `${spec} ${reason}` : spec;
}
