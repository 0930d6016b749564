import type { Language } from '@koolers/contracts/languages';
import type { DeliveryStatus, PaymentMethod, PaymentStatus } from '@koolers/contracts/order-status';
import type { StaffRole } from '@koolers/contracts/staff';
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
  rate_limits: RateLimitsTable;
  job_leases: JobLeasesTable;
  change_counters: ChangeCountersTable;
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  staff_invites: StaffInvitesTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  audit_log: AuditLogTable;
  change_events: ChangeEventsTable;
  order_notes: OrderNotesTable;
  refunds: RefundsTable;
  sent_emails: SentEmailsTable;
  password_reset_tokens: PasswordResetTokensTable;
  number_series: NumberSeriesTable;
  order_links: OrderLinksTable;
  tax_documents: TaxDocumentsTable;
  tax_document_lines: TaxDocumentLinesTable;
  tax_document_pdfs: TaxDocumentPdfsTable;
  outbox_messages: OutboxMessagesTable;
  whatsapp_consents: WhatsAppConsentsTable;
  sold_out: SoldOutTable;
  cod_rules: CodRulesTable;
  promotion_codes: PromotionCodesTable;
  promotion_code_uses: PromotionCodeUsesTable;
  delivery_settings: DeliverySettingsTable;
  delivery_slot_counts: DeliverySlotCountsTable;
  delivery_bookings: DeliveryBookingsTable;
  phone_codes: PhoneCodesTable;
  reviews: ReviewsTable;
  review_photos: ReviewPhotosTable;
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
  /** Set when the customer deleted the account: the row stays (orders keep their owner), anonymised. */
  deleted_at: string | null;
  /**
   * 'guest': a checkout without an account (a placeholder email, no password, no personal data: its
   * orders carry who receives them); it owns its orders but never signs in.
   */
  kind: Generated<CustomerKind>;
  /** When the customer proved they hold `phone` with a one-time code; null: `phone` is only a contact number. */
  phone_verified_at: string | null;
}

export type CustomerKind = 'account' | 'guest';

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
  /** Set when the customer removes it (nothing is deleted); adding it again clears it. */
  removed_at: string | null;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  contact: string;
  message: string;
  created_at: string;
  /** When someone at the desk read it; null while unread. */
  read_at: Generated<string | null>;
  /** The logged-in sender, if any: only these messages are in the customer's data download. */
  customer_id: number | null;
}

export type { DeliveryStatus, PaymentMethod, PaymentStatus };

export interface OrdersTable {
  /** Public, unguessable id, also the Razorpay receipt. */
  id: string;
  /** What people call the order (KC-<number>): the `order` series, taken when it is placed. */
  number: number;
  customer_id: number;
  /** Moved only through orders/payment-status.ts. */
  payment_status: PaymentStatus;
  /** Moved only through orders/delivery-status.ts. */
  delivery_status: DeliveryStatus;
  payment_method: PaymentMethod;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  customer_address: string;
  customer_pincode: string | null;
  subtotal_paise: number;
  delivery_fee_paise: number;
  /** The cash on delivery fee the order was placed with (0 for none), part of `total_paise`. */
  cod_fee_paise: Generated<number>;
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
  /** When the reconciler last asked Razorpay about this pending online order. */
  payment_checked_at: string | null;
  /** Sum of the refunds Razorpay reported processed (refund.processed webhooks). */
  refunded_paise: Generated<number>;
  /** Which discount `discount_paise` is: null with none, or on orders placed before codes existed (then a member's). */
  discount_kind: Generated<'member' | 'code' | null>;
  /** The promotion code the discount came from, upper case. */
  promotion_code: Generated<string | null>;
  /** The email, normalised (promotions/shopper-identity.ts): who a guest is for a code's limits. Null once erased. */
  shopper_email: string | null;
  /** The delivery address and pincode, normalised, for the same. Null once erased. */
  shopper_address: string | null;
  /** A COD order its customer must confirm (0026, orders/cod-confirmation.ts): null when nobody was asked. */
  cod_confirmation: Generated<CodConfirmationState | null>;
  cod_confirmation_asked_at: Generated<string | null>;
  cod_confirmation_answered_at: Generated<string | null>;
  /** Who answered: 'customer:whatsapp', 'customer:link' or 'admin:<staff id>' (on the phone). */
  cod_confirmation_by: Generated<string | null>;
  /** The language of the page it was placed from (0033): its messages follow it. */
  language: Generated<Language>;
}

export type CodConfirmationState = 'awaiting' | 'confirmed' | 'cancelled';

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: string;
  ref: string;
  /** The English name, as the order desk and the GST returns read it. */
  name: string;
  /** Its name in the order's language, when Strapi had one (migration 0036); null: `name`. */
  translated_name: Generated<string | null>;
  size: string | null;
  quantity: number;
  unit_price_paise: number;
  line_total_paise: number;
  /** The line's share of the order's discount; null on orders placed before lines kept it. */
  discount_paise: Generated<number | null>;
  /** What the line was sold as (catalog/sold-as.ts), kept at checkout; null on lines placed before, or while Strapi had none. */
  hsn: Generated<string | null>;
  gst_rate_percent: Generated<number | null>;
  unit: Generated<string | null>;
}

/** One move of one of an order's two statuses (`kind` says which). */
export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: string;
  kind: 'payment' | 'delivery';
  from_status: PaymentStatus | DeliveryStatus | null;
  to_status: PaymentStatus | DeliveryStatus;
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

/** `payment_mismatch`: Razorpay took a payment that does not pay the plan (staff refund it); never active. */
export type MembershipStatus = 'requested' | 'active' | 'cancelled' | 'payment_mismatch';

export interface MembershipsTable {
  id: string;
  /** What people call the request (CC-<number>): the `membership` series, taken when it is stored. */
  number: number;
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
  /** When the reconciler last asked Razorpay about this requested membership. */
  payment_checked_at: string | null;
  /** When the member said they paid by UPI ("I've paid"), asking the shop to find the payment. */
  submitted_at: string | null;
  /** The UPI payment's 12-digit reference (UTR) the member gave; unique: one payment, one request. */
  upi_reference: string | null;
  /** The language of the page it was asked for from (0034): its emails and messages follow it. */
  language: Generated<Language>;
}

/** One fixed-window counter of a rate limit (`<limit>:<key>`), shared by every API process. */
export interface RateLimitsTable {
  key: string;
  points: number;
  window_ends_at: string;
}

/** Who runs a background job until when: one process at a time (see jobs/job-lease.ts). */
export interface JobLeasesTable {
  name: string;
  holder: string;
  expires_at: string;
}

/** A number bumped on every change of something processes cache (e.g. `catalog`). */
export interface ChangeCountersTable {
  name: string;
  value: number;
}

export interface StaffTable {
  id: Generated<number>;
  /** Lower-cased and trimmed. */
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string;
  /** Base32 TOTP secret, sealed (auth/totp-secret-box.ts), once the second factor is set up; null until then (or after a reset). */
  totp_secret: string | null;
  /** The secret shown as a QR code during set-up, sealed too, until a code from it is entered. */
  totp_pending_secret: string | null;
  /** Last 30-second step whose code was accepted: a code is never accepted twice. */
  totp_last_step: number | null;
  created_at: string;
  updated_at: string;
  disabled_at: string | null;
}

/**
 * 'second-factor': the password was right, the code is still due; 'setup': a one-time link (an
 * invitation or an owner's sign-in reset) was used and the authenticator app is being set up;
 * 'signed-in': both passed.
 */
export type StaffSessionStage = 'second-factor' | 'setup' | 'signed-in';

export interface StaffSessionsTable {
  /** SHA-256 of the cookie's token. */
  token_hash: string;
  staff_id: number;
  stage: StaffSessionStage;
  created_at: string;
  last_seen_at: string;
  /** The absolute end (12 hours after sign-in); idleness ends it sooner. */
  expires_at: string;
  revoked_at: string | null;
}

/** One-time links: invitations (no staff_id) and owners' sign-in resets of an account (its staff_id). */
export interface StaffInvitesTable {
  id: Generated<number>;
  token_hash: string;
  email: string;
  role: StaffRole;
  /** The account a sign-in reset is for; null for an invitation. */
  staff_id: number | null;
  /** The owner who invited; null for the first owner, created on the command line. */
  invited_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
}

export interface StaffRecoveryCodesTable {
  id: Generated<number>;
  staff_id: number;
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

/** Append-only (database triggers refuse UPDATE and DELETE). */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  staff_id: number | null;
  staff_email: string;
  action: string;
  target_type: string;
  target_id: string;
  before_json: string | null;
  after_json: string | null;
  ip: string | null;
}

/** What changed, in commit order, for the open desks of every API process (see live/change-feed.ts). */
export interface ChangeEventsTable {
  id: Generated<number>;
  topic: 'order' | 'membership' | 'message';
  subject_id: string;
  kind: string;
  created_at: string;
}

export interface OrderNotesTable {
  id: Generated<number>;
  order_id: string;
  staff_id: number;
  body: string;
  created_at: string;
}

/**
 * requested: being sent to Razorpay; unknown: Razorpay did not answer (it may have made the refund),
 * until reconciled with Razorpay's list of the payment's refunds; pending: Razorpay accepted it;
 * processed: its webhook said so; failed: Razorpay refused it, or said it failed, or never made it.
 */
export type RefundStatus = 'requested' | 'unknown' | 'pending' | 'processed' | 'failed';

export interface RefundsTable {
  id: string;
  order_id: string;
  razorpay_payment_id: string;
  razorpay_refund_id: string | null;
  /** The desk's key for one Refund click: a repeat of it gets the same refund. */
  idempotency_key: string | null;
  amount_paise: number;
  reason: string;
  status: RefundStatus;
  error: string | null;
  requested_by: number | null;
  created_at: string;
  processed_at: string | null;
  /** The lines staff refunded, as JSON (`[{ ref, size, quantity }]`), or null for an amount alone. */
  lines: string | null;
  /** 1: "Also cancel the order", done when Razorpay processes the refund (if it has not left the shop). */
  cancel_order: Generated<number>;
}

export interface SentEmailsTable {
  id: Generated<number>;
  order_id: string | null;
  membership_id: string | null;
  recipient: string;
  subject: string;
  status: 'sent' | 'failed';
  sent_at: string;
}

export interface PasswordResetTokensTable {
  /** SHA-256 of the token in the emailed link. */
  token_hash: string;
  customer_id: number;
  created_at: string;
  expires_at: string;
  /** Set when the link was used, or when another link of the same customer was: a link works once. */
  used_at: string | null;
}

/** The last number given in a named series (see series.ts): moved only inside the transaction that uses it. */
export interface NumberSeriesTable {
  name: string;
  last_value: number;
}

/** The key of a guest's emailed order link, by its SHA-256: it opens that one order, nothing else. */
export interface OrderLinksTable {
  token_hash: string;
  order_id: string;
  created_at: string;
}

export type TaxDocumentKind = 'invoice' | 'credit_note';

/** A tax invoice or credit note as issued (never updated nor deleted: database triggers refuse it). */
export interface TaxDocumentsTable {
  id: string;
  kind: TaxDocumentKind;
  /** `<series>/<serial padded to 5>`, at most 16 characters. */
  number: string;
  series: string;
  serial: number;
  /** What issued it, once: `invoice:<order id>`, `refund:<refund id>`, `cancellation:<order id>`. */
  issue_key: string;
  order_id: string;
  /** The order's number as printed (`KC-1043`). */
  order_number: string;
  /** The invoice a credit note takes back from. */
  invoice_id: string | null;
  reason: string | null;
  issued_at: string;
  /** The date printed on it: India's date at `issued_at`. */
  issue_date: string;
  supplier_name: string;
  supplier_address: string;
  supplier_gstin: string;
  supplier_state: string;
  supplier_state_code: string;
  recipient_name: string;
  recipient_address: string;
  recipient_pincode: string | null;
  /** The delivery address's state: the place of supply. */
  recipient_state: string;
  recipient_state_code: string;
  supply_kind: 'intra-state' | 'inter-state';
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
  /** The language it is printed in (0035): its order's, when it was issued. */
  language: Generated<Language>;
}

export interface TaxDocumentLinesTable {
  id: Generated<number>;
  document_id: string;
  position: number;
  invoice_position: number | null;
  description: string;
  hsn: string;
  quantity: number;
  unit: string;
  unit_price_paise: number;
  gross_paise: number;
  discount_paise: number;
  rate_percent: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
}

/** A tax document's PDF as rendered under a layout version (never updated nor deleted). */
export interface TaxDocumentPdfsTable {
  document_id: string;
  template_version: number;
  pdf: Uint8Array;
  rendered_at: string;
}

/** A message an event brings, on one channel to one recipient (migration 0022, notifications/outbox.ts). */
export interface OutboxMessagesTable {
  id: Generated<number>;
  /** The event that brought it, e.g. `order.paid:<order id>`: with channel and recipient, unique. */
  event_key: string;
  channel: 'email' | 'whatsapp' | 'sms';
  /** An email address, or a phone number with its country code (`919820012345`). */
  recipient: string;
  /** The message's template (notifications/message-templates.ts), rendered with `params` when sent. */
  template: string;
  /** JSON; '{}' once sent. */
  params: string;
  subject: string;
  order_id: string | null;
  document_id: string | null;
  document_wait_until: string | null;
  /** A phone message moves on from 'sent' as its provider's webhooks say: 'delivered', 'read' (or 'failed'). */
  state: 'queued' | 'sent' | 'delivered' | 'read' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: string;
  lease_holder: string | null;
  lease_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** The provider's id for a phone message (a `wamid.…`, MSG91's request id): its webhooks name it. */
  provider_message_id: string | null;
  delivered_at: string | null;
  read_at: string | null;
  /** When the SMS standing in for this WhatsApp message was queued (it failed, or was not delivered in time). */
  fallback_at: string | null;
}

/** A shopper's choice about WhatsApp order messages, per phone number (migration 0025). */
export interface WhatsAppConsentsTable {
  /** The 10 digits, as orders and accounts keep a phone number. */
  phone: string;
  /** 1 opted in, 0 opted out. */
  opted_in: number;
  source: 'checkout' | 'account' | 'stop-reply';
  changed_at: string;
}

/** A kooler (size '') or a product's size staff marked sold out for one day in India (YYYY-MM-DD). */
export interface SoldOutTable {
  day: string;
  item_ref: string;
  size: string;
  marked_at: string;
  marked_by: string;
}

export interface PromotionCodesTable {
  id: Generated<number>;
  /** Upper case: codes are case-insensitive. */
  code: string;
  description: string;
  kind: 'percent' | 'amount';
  /** Percent off, or paise off. */
  value: number;
  minimum_order_paise: number;
  maximum_discount_paise: number | null;
  valid_from: string | null;
  valid_until: string | null;
  total_use_limit: number | null;
  per_customer_limit: number | null;
  /** 0 or 1. */
  first_order_only: number;
  categories_json: string;
  refs_json: string;
  /** 0 or 1. */
  paused: number;
  /** Uses held now (orders placed with it and not cancelled): moved only by conditional UPDATEs. */
  uses: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface PromotionCodeUsesTable {
  id: Generated<number>;
  code_id: number;
  order_id: string;
  customer_id: number;
  discount_paise: number;
  created_at: string;
  /** When the order was cancelled and the use given back. */
  released_at: string | null;
}

/** The owners' cash on delivery rules: one row, id 1 (migration 0024). The lists are JSON arrays of text. */
export interface CodRulesTable {
  id: number;
  pincodes_off: string;
  ceiling_paise: number | null;
  fee_paise: number;
  blocked_phones: string;
  confirmation_policy: string;
  confirmation_above_paise: number | null;
  /** Minutes the desk waits for a customer's answer before flagging the order for a call (0026). */
  confirmation_call_minutes: Generated<number>;
  version: number;
  updated_at: string | null;
  updated_by: string | null;
}

/** The owners' delivery settings: one row, id 1 (migration 0027). `slots` and `closures` are JSON arrays. */
export interface DeliverySettingsTable {
  id: number;
  asap_enabled: number;
  asap_minutes: number;
  slots: string;
  days_ahead: number;
  closures: string;
  /** The owners' zones, JSON: [{ name, pincodes }] (0032). */
  zones: Generated<string>;
  version: number;
  updated_at: string | null;
  updated_by: string | null;
}

/** Places taken in a slot on an India date (0027): raised only while `booked` is under the slot's capacity. */
export interface DeliverySlotCountsTable {
  day: string;
  slot_id: string;
  booked: number;
}

/** What an order was promised (0027): 'asap' by `promised_by`, or 'slot' `slot_id` on `day` (its times as booked). */
export interface DeliveryBookingsTable {
  order_id: string;
  kind: 'asap' | 'slot';
  day: string;
  slot_id: string | null;
  starts: string | null;
  ends: string | null;
  promised_by: string | null;
  created_at: string;
  released_at: string | null;
}

/** One-time codes sent to a phone (migration 0030): only their HMAC is kept. */
export interface PhoneCodesTable {
  id: Generated<number>;
  /** The 10 digits. */
  phone: string;
  purpose: PhoneCodePurpose;
  /** The account adding this phone ('add-phone'); null for a sign-in. */
  customer_id: number | null;
  code_hash: string;
  /** Wrong codes tried against it. */
  tries: Generated<number>;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** 'delete-account': an account with no password confirms its erasure with a code to its verified phone. */
export type PhoneCodePurpose = 'sign-in' | 'add-phone' | 'delete-account';
export type ReviewStatus = 'pending' | 'published' | 'hidden';

/** A verified buyer's review of one item of a delivered order (migration 0031, reviews/). */
export interface ReviewsTable {
  id: Generated<number>;
  order_id: string;
  customer_id: number;
  item_ref: string;
  item_name: string;
  stars: number;
  body: string | null;
  /** "Priya N.": null once the customer is erased. */
  reviewer_name: string | null;
  /** 1 when the customer agreed the text may stay after an erasure. */
  keep_text: Generated<number>;
  photo_path: Generated<string | null>;
  status: Generated<ReviewStatus>;
  hide_reason: Generated<string | null>;
  reply: Generated<string | null>;
  created_at: string;
  moderated_at: Generated<string | null>;
  moderated_by: Generated<number | null>;
}

/** A review's picture as served (WebP, resized, no metadata), named by its content's hash (0031). */
export interface ReviewPhotosTable {
  name: string;
  review_id: number;
  bytes: Uint8Array;
  created_at: string;
}
