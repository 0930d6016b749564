import { parseOrderNumber } from '@koolers/contracts/order-number';
import { DELIVERY_STATUSES, PAYMENT_STATUSES } from '@koolers/contracts/order-status';
import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Database, PaymentMethod, PaymentStatus } from '../../db/schema.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const SORTS = ['newest', 'oldest', 'total-high', 'total-low'] as const;
export type Sort = (typeof SORTS)[number];

/** The desk list's filters, as query parameters (also those of the CSV export). */
export const orderFiltersSchema = z
  .object({
    delivery: z.enum(DELIVERY_STATUSES, { error: 'Unknown delivery status.' }).optional(),
    paymentStatus: z.enum(PAYMENT_STATUSES, { error: 'Unknown payment status.' }).optional(),
    /** The payment method. */
    payment: z.enum(['razorpay', 'cod'], { error: 'Payment method must be razorpay or cod.' }).optional(),
    from: z.string().regex(DATE, 'Dates are written YYYY-MM-DD.').optional(),
    to: z.string().regex(DATE, 'Dates are written YYYY-MM-DD.').optional(),
    q: z.string().trim().max(100, 'Please search with at most 100 characters.').optional(),
    sort: z.enum(SORTS, { error: 'Unknown sort order.' }).default('newest'),
    /**
     * Online checkouts never paid (abandoned, or refused by Razorpay) are hidden unless asked for here
     * or by a payment status; a payment that does not match is not hidden.
     */
    unpaid: z.enum(['show', 'hide']).default('hide'),
    /** A delivery day (India's date): only the orders promised for it, and the list answers the day's load per slot. */
    slotDay: z.string().regex(DATE, 'Dates are written YYYY-MM-DD.').optional(),
    /** With `slotDay`: one slot's orders (its id), or `asap` for those promised as soon as possible. */
    slot: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,30}$/, 'Unknown slot.')
      .optional(),
    /** `due`: only the COD orders awaiting their customer's confirmation past the owners' window ("Call to confirm"). */
    call: z.enum(['due'], { error: 'Ask for call=due or leave it out.' }).optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, 'The start date must be before the end date.')
  .refine((f) => !f.slot || f.slotDay, 'Choose the delivery day of the slot.');

export type OrderFilters = z.output<typeof orderFiltersSchema> & {
  /** With `call: 'due'`: the latest ask that is past the owners' window now (`withCallWindow`). */
  callAskedBefore?: string;
};

/**
 * The filters with the owners' call window applied: an order asked at or before this instant is
 * due a call (as `callDue` in desk-order-list.ts says for each row).
 */
export function withCallWindow(filters: OrderFilters, callAfterMinutes: number, now = new Date()): OrderFilters {
  return filters.call === 'due'
    ? { ...filters, callAskedBefore: new Date(now.getTime() - callAfterMinutes * 60_000).toISOString() }
    : filters;
}

/** Navi Mumbai's offset from UTC (India keeps no daylight saving time). */
const IST_OFFSET = '+05:30';

/** The first instant of a day in India, as the ISO UTC text orders are stored with. */
export function startOfIndianDay(date: string): string {
  return new Date(`${date}T00:00:00${IST_OFFSET}`).toISOString();
}

export function nextIndianDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00${IST_OFFSET}`) + 24 * 60 * 60 * 1000).toISOString();
}

/** Today's date in India, YYYY-MM-DD. */
export function indianDate(at = new Date()): string {
  return new Date(at.getTime() + 330 * 60 * 1000).toISOString().slice(0, 10);
}

type OrdersQuery<O> = SelectQueryBuilder<Database, 'orders', O>;

/**
 * The payment statuses of an online checkout that never took money (waiting, or voided when
 * cancelled): not an order yet, hidden unless asked for. A payment that does not match took money
 * all the same: the shop must see it to give it back.
 */
const NEVER_PAID = ['pending', 'voided'] as const satisfies readonly PaymentStatus[];

/** Whether the list hides an order of this method and payment status when `unpaid=hide` (as whereFiltered does). */
export function neverPaid(paymentMethod: PaymentMethod, paymentStatus: PaymentStatus): boolean {
  return paymentMethod !== 'cod' && (NEVER_PAID as readonly PaymentStatus[]).includes(paymentStatus);
}

/** Whether the unpaid online checkouts are hidden with these filters (a payment status asked for shows them). */
export function hidesNeverPaid(filters: OrderFilters): boolean {
  return filters.unpaid === 'hide' && !filters.paymentStatus;
}

/** `%text%` for LIKE, with LIKE's own wildcards taken literally. */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The list's filters as a WHERE. With `except: 'statuses'`, every filter but the two statuses and
 * the hidden unpaid checkouts (which are a payment status too): the per-status counts are taken over
 * these rows, grouped by both statuses, and apply those filters to the groups (desk-order-list.ts).
 */
export function whereFiltered<O>(query: OrdersQuery<O>, filters: OrderFilters, except?: 'statuses'): OrdersQuery<O> {
  let q = query;
  if (filters.delivery && !except) q = q.where('delivery_status', '=', filters.delivery);
  if (filters.paymentStatus && !except) q = q.where('payment_status', '=', filters.paymentStatus);
  if (hidesNeverPaid(filters) && !except) {
    q = q.where((eb: ExpressionBuilder<Database, 'orders'>) =>
      eb.or([eb('payment_method', '=', 'cod'), eb('payment_status', 'not in', NEVER_PAID)]),
    );
  }
  if (filters.payment) q = q.where('payment_method', '=', filters.payment);
  if (filters.call === 'due') {
    // Awaiting the customer and not moved since: the rows the list badges "Call to confirm".
    q = q
      .where('cod_confirmation', '=', 'awaiting')
      .where('delivery_status', '=', 'unconfirmed')
      .where('cod_confirmation_asked_at', '<=', filters.callAskedBefore ?? new Date().toISOString());
  }
  if (filters.slotDay) {
    const { slotDay, slot } = filters;
    // The orders still holding a promise for that day (a cancelled order gave its place back).
    q = q.where((eb: ExpressionBuilder<Database, 'orders'>) =>
      eb(
        'id',
        'in',
        eb
          .selectFrom('delivery_bookings')
          .select('delivery_bookings.order_id')
          .where('delivery_bookings.day', '=', slotDay)
          .where('delivery_bookings.released_at', 'is', null)
          .$if(slot === 'asap', (sub) => sub.where('delivery_bookings.kind', '=', 'asap'))
          .$if(slot !== undefined && slot !== 'asap', (sub) => sub.where('delivery_bookings.slot_id', '=', slot ?? '')),
      ),
    );
  }
  if (filters.from) q = q.where('created_at', '>=', startOfIndianDay(filters.from));
  if (filters.to) q = q.where('created_at', '<', nextIndianDay(filters.to));
  if (filters.q) {
    const pattern = containing(filters.q);
    // Only a query that reads as a phone number searches phones: the digits inside an
    // order id ("ord_HbZaU2UaS0zPmA0i" holds 2, 0, 0) must not match every "…200…" phone.
    const digits = /^[\d\s+()-]+$/.test(filters.q) ? filters.q.replace(/\D/g, '') : '';
    // "KC-1043", "#1043" or "1043" finds order KC-1043 (and, for bare digits, phones holding them).
    const number = parseOrderNumber(filters.q);
    q = q.where((eb: ExpressionBuilder<Database, 'orders'>) =>
      eb.or([
        ...(number !== null ? [eb('number', '=', number)] : []),
        eb(sql`lower(id)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(customer_name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(customer_email)`, 'like', sql`${pattern} escape '\\'`),
        // "98200 12345" and "+91 9820012345" find the stored 10 digits.
        ...(digits.length >= 3 ? [eb('customer_phone', 'like', `%${digits.slice(-10)}%`)] : []),
      ]),
    );
  }
  return q;
}
