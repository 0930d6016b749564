/**
 * How a page reaches one order: through the customer's session, or, for a guest, through the key
 * of the order's own link (`/order-confirmation?order={id}#key={key}`, as emailed). The key stays in
 * the address's fragment (never sent to a server, never in a Referer) and travels to the API in the
 * `Order-Key` header; it opens that one order and nothing else.
 */
export type OrderAccess = { orderKey?: string | undefined };

/** The key of the link this page was opened by, if any. */
export function orderKeyFromLocation(): string | undefined {
  return /^#key=([\w-]{43})$/.exec(location.hash)?.[1];
}

/** Where the API shows the order (`GET`) and opens its payment again (`POST …/pay`). */
export function orderApiPath(orderId: string, { orderKey }: OrderAccess): string {
  return `${orderKey ? '/guest-orders' : '/me/orders'}/${encodeURIComponent(orderId)}`;
}

export function orderApiOptions({ orderKey }: OrderAccess): { headers?: Record<string, string> } {
  return orderKey ? { headers: { 'Order-Key': orderKey } } : {};
}

/** The order's confirmation page, and its payment page, for whoever may open them. */
export function confirmationUrl(orderId: string, { orderKey }: OrderAccess): string {
  return `/order-confirmation?order=${encodeURIComponent(orderId)}${orderKey ? `#key=${orderKey}` : ''}`;
}

export function paymentUrl(orderId: string, { orderKey }: OrderAccess): string {
  return `/payment/${encodeURIComponent(orderId)}${orderKey ? `#key=${orderKey}` : ''}`;
}
