import type { Generated } from 'kysely';

/**
 * Row types of the commerce database; one interface per table, columns as stored.
 * Times are ISO-8601 UTC strings (the same on SQLite and PostgreSQL); money is integer paise.
 */
export interface Database {
  customers: CustomersTable;
  sessions: SessionsTable;
  wishlist_items: WishlistItemsTable;
  contact_messages: ContactMessagesTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_status_history: OrderStatusHistoryTable;
  payment_events: PaymentEventsTable;
  memberships: MembershipsTable;
}

export interface CustomersTable {
  id: Generated<number>;
  /** Lower-cased and trimmed: one account per address, whatever the case. */
  email: string;
  name: string;
  phone: string;
  password_hash: string;
  address: string | null;
  pincode: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the opaque token in the cookie: a stolen database holds no usable session. */
  token_hash: string;
  customer_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface WishlistItemsTable {
  customer_id: number;
  ref: string;
  created_at: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  contact: string;
  message: string;
  created_at: string;
}

export type OrderStatus = 'pending' | 'paid' | 'confirmed' | 'cancelled' | 'refunded';
export type PaymentMethod = 'razorpay' | 'cod';

export interface OrdersTable {
  /** Public, unguessable id, also the Razorpay receipt. */
  id: string;
  customer_id: number;
  status: OrderStatus;
  payment_method: PaymentMethod;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  customer_address: string;
  customer_pincode: string | null;
  subtotal_paise: number;
  delivery_fee_paise: number;
  discount_paise: number;
  total_paise: number;
  razorpay_order_id: string | null;
  razorpay_payment_id: string | null;
  /** Last payment failure reported by Razorpay, kept for the order desk. */
  payment_error: string | null;
  /** The browser's key for the checkout attempt that placed the order (unique per customer). */
  idempotency_key: string | null;
  /** SHA-256 of what that attempt asked for: the same key with another cart is refused. */
  idempotency_fingerprint: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: string;
  ref: string;
  name: string;
  size: string | null;
  quantity: number;
  unit_price_paise: number;
  line_total_paise: number;
}

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: string;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  /** Who moved it: 'customer', 'razorpay-webhook', 'payment-verify', 'admin:<id>', 'system'. */
  actor: string;
  note: string | null;
  created_at: string;
}

export interface PaymentEventsTable {
  /** Razorpay's x-razorpay-event-id: a second delivery of the same event is ignored. */
  event_id: string;
  event: string;
  razorpay_order_id: string | null;
  razorpay_payment_id: string | null;
  received_at: string;
}

export type MembershipStatus = 'requested' | 'active' | 'cancelled';

export interface MembershipsTable {
  id: string;
  customer_id: number | null;
  name: string;
  email: string;
  phone: string;
  address: string;
  pincode: string;
  status: MembershipStatus;
  amount_paise: number;
  razorpay_order_id: string | null;
  razorpay_payment_id: string | null;
  created_at: string;
  activated_at: string | null;
  expires_at: string | null;
}
