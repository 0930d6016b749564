/**
 * The desk's calls to /api/admin, typed, on the site's one API client. Requests the desk makes by
 * itself (a live refresh) say so: they do not keep an idle desk signed in.
 */

import type { DeskAvailabilityView } from '@koolers/contracts/availability';
import type { DeskCatalogueItem } from '@koolers/contracts/catalogue';
import type { CodRules, DeskCodRules } from '@koolers/contracts/cod-rules';
import type { DeliverySettings, DeskDeliverySettings } from '@koolers/contracts/delivery';
import type { DeliveryStatus, PaymentStatus } from '@koolers/contracts/order-status';
import type {
  DeskCustomerMatch,
  DeskCustomerSummary,
  DeskOrderDetail,
  DeskOrderNeighbours,
  DeskOrderPage,
  DeskOrderRow,
  DeskPhoneOrderBody,
  DeskPhoneOrderPlaced,
  DeskPhoneOrderQuoteBody,
  Quote,
} from '@koolers/contracts/orders';
import type { RefundLine } from '@koolers/contracts/refunds';
import type { DeskReview, ReviewStatus } from '@koolers/contracts/reviews';
import type { DeskStaff } from '@koolers/contracts/staff';
import { type ApiResult, api } from '../../lib/api.ts';

/** The member of staff signed in. */
export type Staff = DeskStaff;

export type { DeliveryStatus, PaymentStatus };
export type OrderRow = DeskOrderRow;
export type OrderPage = DeskOrderPage;
export type OrderDetail = DeskOrderDetail;

/** `delivery` and `paymentStatus`: the two statuses; `payment`: the payment method. */
export type Filters = {
  delivery: string;
  paymentStatus: string;
  payment: string;
  from: string;
  to: string;
  q: string;
  sort: string;
  unpaid: string;
  /** `due`: only the COD orders to call (awaiting their customer past the owners' window). */
  call: string;
  /** A delivery day: its orders, and the day's load per slot; `slot`: one slot's (or `asap`). */
  slotDay: string;
  slot: string;
};
export const NO_FILTERS: Filters = {
  delivery: '',
  paymentStatus: '',
  payment: '',
  from: '',
  to: '',
  q: '',
  sort: 'newest',
  unpaid: 'hide',
  call: '',
  slotDay: '',
  slot: '',
};

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
  /** The orders either side of this one in the list whose address is `listQuery`. */
  neighbours: (id: string, listQuery: string) =>
    api.get<DeskOrderNeighbours>(`/admin/orders/${encodeURIComponent(id)}/neighbours${listQuery}`),
  /** The customer behind the order: their other orders and what they spent. */
  customer: (id: string) => api.get<DeskCustomerSummary>(`/admin/orders/${encodeURIComponent(id)}/customer`),
  /** Sends the customer the order's confirmation, or its latest status email, again. */
  resend: (id: string, kind: 'confirmation' | 'status') =>
    api.post<{ message: string; order: OrderDetail }>(`/admin/orders/${encodeURIComponent(id)}/emails`, { kind }),
  /** Sends the customer's latest WhatsApp or SMS message again; the same press key twice sends it once. */
  resendPhone: (id: string, pressKey: string) =>
    api.post<{ message: string; order: OrderDetail }>(`/admin/orders/${encodeURIComponent(id)}/phone-messages`, { pressKey }),
  /** Moves the order's delivery (its payment moves with it where it must: cancelled, delivered cash on delivery). */
  move: (id: string, status: DeliveryStatus, reason?: string) =>
    api.put<{ message: string; order: OrderDetail }>(`/admin/orders/${encodeURIComponent(id)}/status`, {
      status,
      ...(reason ? { reason } : {}),
    }),
  /** Moves the order to another open slot; its place moves with it and the customer is emailed. */
  moveSlot: (id: string, date: string, slotId: string) =>
    api.put<{ message: string; order: OrderDetail }>(`/admin/orders/${encodeURIComponent(id)}/delivery-slot`, { date, slotId }),
  /** Staff called the customer of a COD order awaiting confirmation: their answer, recorded once. */
  codAnswer: (id: string, answer: 'confirm' | 'cancel') =>
    api.post<{ outcome: string; message: string; order: OrderDetail }>(`/admin/orders/${encodeURIComponent(id)}/cod-confirmation`, {
      answer,
    }),
  note: (id: string, body: string) => api.post<OrderDetail>(`/admin/orders/${encodeURIComponent(id)}/notes`, { body }),
  refund: (
    id: string,
    body: { amountPaise?: number; reason: string; idempotencyKey: string; lines?: RefundLine[]; cancelOrder?: boolean },
  ) => api.post<{ message: string; refund: { id: string; status: string } }>(`/admin/orders/${encodeURIComponent(id)}/refunds`, body),
  availability: () => api.get<DeskAvailabilityView>('/admin/availability'),
  /** Reviews in one state (new ones wait for staff), newest first. */
  reviews: (status: ReviewStatus) => api.get<{ reviews: DeskReview[] }>(`/admin/reviews?status=${status}`),
  /** Publishes a review or hides it (with the reason), with the shop's public reply; the pages are rebuilt. */
  moderateReview: (id: number, change: { action: 'publish' | 'hide'; reason?: string; reply?: string }) =>
    api.put<{ review: DeskReview }>(`/admin/reviews/${id}`, change),
  /** Marks an item (or one size of it) sold out today, or back on sale; answers the whole list again. */
  markAvailability: (change: { ref: string; size: string | null; soldOut: boolean }) =>
    api.put<DeskAvailabilityView>('/admin/availability', change),
  codRules: () => api.get<DeskCodRules>('/admin/cod-rules'),
  /** Replaces the COD rules read at `version` (owners only); answers them as saved. */
  saveCodRules: (rules: CodRules, version: number) => api.put<DeskCodRules>('/admin/cod-rules', { ...rules, version }),
  deliverySettings: () => api.get<DeskDeliverySettings>('/admin/delivery'),
  /** Replaces the delivery settings read at `version` (owners only); answers them as saved. */
  saveDeliverySettings: (settings: DeliverySettings, version: number) =>
    api.put<DeskDeliverySettings>('/admin/delivery', { ...settings, version }),
  /** Closes as soon as possible and today's remaining slots in one step (owners only); answers the settings as saved. */
  /** The rest of today: everything, or one slot, one pincode, or a slot there. */
  closeDeliveryToday: (part: { slotId: string | null; pincode: string | null }) =>
    api.post<DeskDeliverySettings>('/admin/delivery/close-today', part),
  logout: () => api.post<null>('/admin/logout'),
  catalogue: () => api.get<{ items: DeskCatalogueItem[] }>('/admin/catalogue'),
  findCustomers: (q: string) => api.get<{ customers: DeskCustomerMatch[] }>(`/admin/customers?q=${encodeURIComponent(q)}`),
  /** What a phoned-in order comes to before it is placed: cash on delivery, with the account's member price. */
  phoneOrderQuote: (body: DeskPhoneOrderQuoteBody) => api.post<Quote>('/admin/phone-orders/quote', body),
  /**
   * An order a customer phoned in, cash on delivery, priced and emailed by the server as checkout
   * does. `attemptKey`: one per filled-in form, so a retry places one order.
   */
  phoneOrder: (body: DeskPhoneOrderBody, attemptKey: string) =>
    api.post<DeskPhoneOrderPlaced>('/admin/phone-orders', body, {
      headers: { 'Idempotency-Key': attemptKey },
    }),
};

export type { ApiResult };
