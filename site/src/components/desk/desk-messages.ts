/** Every message of the old shop's admin screens, word for word (spec §8), and the desk's own. */
export const DESK = {
  invalidCredentials: 'Invalid credentials',
  loginUnreachable: 'Something went wrong. Please try again.',
  registrationFailed: 'Registration failed!',
  registerUnreachable: 'Something went wrong. Try again!',
  registered: 'Admin registered successfully!',
  ordersFailed: 'Failed to load orders. Please try again.',
  loadingOrders: 'Loading orders...',
  noOrders: 'No orders found.',
  confirmDelete: 'Are you sure you want to delete this order?',
  deleted: 'Order deleted successfully.',
  deleteFailed: 'Failed to delete order.',
  statusUpdated: 'Order status updated successfully!',
  statusFailed: 'Failed to update order status.',
  detailFailed: 'Failed to load order details.',
  backToDashboard: 'Back to Dashboard',
  confirmOrder: 'Confirm Order',
  ordersList: 'Orders List',
} as const;

/** The spec's message for a failed step, and why, when the server said why ("Failed to update order status. …"). */
export function failure(spec: string, reason: string): string {
  return reason ? `${spec} ${reason}` : spec;
}
