/**
 * The desk's calls to /api/admin, typed, on the site's one API client. Requests the desk makes by
 * itself (a live refresh) say so: they do not keep an idle desk signed in.
 */
import { type ApiResult, api } from '../../lib/api.ts';
import type { OrderView } from '../../lib/orders.ts';

export type OrderStatus = 'pending' | 'paid' | 'confirmed' | 'out_for_delivery' | 'delivered' | 'cancelled' | 'refunded';
export type Role = 'owner' | 'staff';
export type Staff = { id: number; name: string; email: string; role: Role };

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  confirmed: 'Confirmed',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** A status in words; a status added on the server later (issue 11's review state) still reads sensibly. */
export function statusText(status: string): string {
  const label = (STATUS_LABELS as Record<string, string>)[status];
  return label ?? status.replaceAll('_', ' ').replace(/^./, (first) => first.toUpperCase());
}

export type OrderRow = {
  id: string;
  createdAt: string;
  status: OrderStatus;
  paymentMethod: 'razorpay' | 'cod';
  customer: { name: string; email: string; phone: string };
  pincode: string | null;
  totalPaise: number;
  refundedPaise: number;
  lines: { name: string; size: string | null; quantity: number; lineTotalPaise: number }[];
};

export type OrderPage = { orders: OrderRow[]; nextCursor: string | null; counts: Record<OrderStatus, number>; liveCursor: number };

/** The order as its customer sees it (lib/orders.ts), plus what only the desk sees. */
export type OrderDetail = Omit<OrderView, 'status' | 'history'> & {
  status: OrderStatus;
  paymentError: string | null;
  refundedPaise: number;
  refundablePaise: number;
  refunds: {
    id: string;
    amountPaise: number;
    reason: string;
    status: string;
    error: string | null;
    razorpayRefundId: string | null;
    requestedBy: string | null;
    createdAt: string;
    processedAt: string | null;
  }[];
  notes: { id: number; body: string; by: string; at: string }[];
  emails: { to: string; subject: string; status: 'sent' | 'failed'; at: string }[];
  nextStatuses: OrderStatus[];
  timeline: { from: OrderStatus | null; to: OrderStatus; by: string; note: string | null; at: string }[];
};

export type Filters = { status: string; payment: string; from: string; to: string; q: string; sort: string; unpaid: string };
export const NO_FILTERS: Filters = { status: '', payment: '', from: '', to: '', q: '', sort: 'newest', unpaid: 'hide' };

/** The filters as a query string, empty ones left out (also the CSV link's). */
export function filterQuery(filters: Filters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, ...extra })) {
    if (value && !(key === 'sort' && value === 'newest') && !(key === 'unpaid' && value === 'hide')) params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const background = { headers: { 'x-desk-background': '1' } };

export const desk = {
  me: () => api.get<Staff>('/admin/me'),
  orders: (query: string, live = false) => api.get<OrderPage>(`/admin/orders${query}`, live ? background : undefined),
  order: (id: string, live = false) => api.get<OrderDetail>(`/admin/orders/${encodeURIComponent(id)}`, live ? background : undefined),
  move: (id: string, status: OrderStatus, reason?: string) =>
    api.put<{ message: string; order: OrderDetail }>(`/admin/orders/${encodeURIComponent(id)}/status`, {
      status,
      ...(reason ? { reason } : {}),
    }),
  note: (id: string, body: string) => api.post<OrderDetail>(`/admin/orders/${encodeURIComponent(id)}/notes`, { body }),
  refund: (id: string, body: { amountPaise?: number; reason: string; idempotencyKey: string }) =>
    api.post<{ message: string; refund: { id: string; status: string } }>(`/admin/orders/${encodeURIComponent(id)}/refunds`, body),
  logout: () => api.post<null>('/admin/logout'),
};

export type { ApiResult };
