import type { Db } from '../db/database.ts';
import { CLUB_EVENTS, clubEventKey } from '../memberships/membership-messages.ts';
import { eraseOrdersPersonalData } from './order-erasure.ts';

/**
 * Reads and erasures of everything the shop keeps about one customer, beyond their profile and
 * orders. A record is tied to the customer by `customer_id` only: an email typed into a form can
 * be anybody's, so matching by email would hand out, or erase, someone else's data.
 */

export async function listMemberships(db: Db, customerId: number) {
  const rows = await db.selectFrom('memberships').selectAll().where('customer_id', '=', customerId).orderBy('created_at', 'desc').execute();
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    pincode: row.pincode,
    amountPaise: row.amount_paise,
    razorpayPaymentId: row.razorpay_payment_id,
    upiReference: row.upi_reference,
    requestedAt: row.created_at,
    submittedAt: row.submitted_at,
    activatedAt: row.activated_at,
    expiresAt: row.expires_at,
  }));
}

export async function listContactMessages(db: Db, customerId: number) {
  const rows = await db
    .selectFrom('contact_messages')
    .select(['name', 'email', 'contact', 'message', 'created_at'])
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(({ created_at, ...message }) => ({ ...message, sentAt: created_at }));
}

export async function listSessions(db: Db, customerId: number) {
  const rows = await db
    .selectFrom('sessions')
    .select(['created_at', 'expires_at', 'revoked_at'])
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({ loggedInAt: row.created_at, expiresAt: row.expires_at, loggedOutAt: row.revoked_at }));
}

/**
 * The one-time codes sent to the account, and to the number it proved it holds: when, for what, how
 * many tries (the right one too), when used or replaced by a newer code. The codes themselves were never kept (only their HMAC, not exported).
 */
export async function listPhoneCodes(db: Db, customerId: number, verifiedPhone: string | null) {
  const rows = await db
    .selectFrom('phone_codes')
    .select(['phone', 'purpose', 'tries', 'created_at', 'expires_at', 'used_at'])
    .where((eb) =>
      verifiedPhone ? eb.or([eb('customer_id', '=', customerId), eb('phone', '=', verifiedPhone)]) : eb('customer_id', '=', customerId),
    )
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    phone: row.phone,
    purpose: row.purpose,
    tries: row.tries,
    sentAt: row.created_at,
    expiresAt: row.expires_at,
    usedOrReplacedAt: row.used_at,
  }));
}

export const DELETED_NAME = 'Deleted customer';
/** What is left of a text staff wrote about a deleted customer's order. */
export const ERASED = '[erased with the customer’s account]';

/**
 * Erases a customer's personal data in one transaction (the caller provides it): the account row
 * stays, anonymised, so the orders kept for the accounts still have an owner; the orders keep what
 * was bought and paid, without who or where; memberships and messages keep no contact detail.
 */
export async function anonymiseCustomer(db: Db, customerId: number, now: string): Promise<void> {
  const { email, phone, phone_verified_at } = await db
    .selectFrom('customers')
    .select(['email', 'phone', 'phone_verified_at'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('customers')
    .set({
      name: DELETED_NAME,
      // Unique and undeliverable (.invalid is reserved): the real address is free for a new account.
      email: `deleted-${customerId}@deleted.invalid`,
      phone: '',
      phone_verified_at: null,
      // Not a PHC string: verifies against no password.
      password_hash: '!deleted',
      address: null,
      pincode: null,
      deleted_at: now,
      updated_at: now,
    })
    .where('id', '=', customerId)
    .execute();
  await db
    .updateTable('memberships')
    .set({ name: DELETED_NAME, email: '', phone: '', address: '', pincode: '' })
    .where('customer_id', '=', customerId)
    .execute();
  // A request nobody paid for can no longer be followed up.
  await db
    .updateTable('memberships')
    .set({ status: 'cancelled' })
    .where('customer_id', '=', customerId)
    .where('status', '=', 'requested')
    .execute();
  await db
    .updateTable('contact_messages')
    .set({ name: '', email: '', contact: '', message: '' })
    .where('customer_id', '=', customerId)
    .execute();
  await db.deleteFrom('wishlist_items').where('customer_id', '=', customerId).execute();
  // The codes sent to the account, and to the number it proved it holds (a sign-in's codes name no account).
  await db
    .deleteFrom('phone_codes')
    .where((eb) =>
      phone_verified_at && phone
        ? eb.or([eb('customer_id', '=', customerId), eb('phone', '=', phone)])
        : eb('customer_id', '=', customerId),
    )
    .execute();
  // What the orders hold about them, and what staff typed about the orders (which may name them,
  // their phone or their address): order-erasure.ts, the same list a guest's retention erases.
  const theirOrders = await db.selectFrom('orders').select('id').where('customer_id', '=', customerId).execute();
  await eraseOrdersPersonalData(
    db,
    theirOrders.map((order) => order.id),
    { name: DELETED_NAME, staffText: ERASED },
    now,
  );
  // The desk's record of mails sent about their memberships, or to their address, keeps no address.
  await db
    .updateTable('sent_emails')
    .set({ recipient: '' })
    .where((eb) =>
      eb.or([
        eb('membership_id', 'in', eb.selectFrom('memberships').select('memberships.id').where('memberships.customer_id', '=', customerId)),
        eb('recipient', '=', email),
      ]),
    )
    .execute();
  // Their Coco Club messages (memberships/membership-messages.ts), as an order's: one not sent yet
  // is never sent; a sent one keeps what and when, not to whom.
  const theirMemberships = await db.selectFrom('memberships').select('id').where('customer_id', '=', customerId).execute();
  const clubKeys = theirMemberships.flatMap(({ id }) => CLUB_EVENTS.map((event) => clubEventKey(event, id)));
  if (clubKeys.length > 0) {
    await db.deleteFrom('outbox_messages').where('event_key', 'in', clubKeys).where('state', 'in', ['queued', 'failed']).execute();
    await db.updateTable('outbox_messages').set({ recipient: '', params: '{}' }).where('event_key', 'in', clubKeys).execute();
  }
  // Rate-limit counters are keyed by the email (`login-account:<email>`, `login-pair:<ip>|<email>`),
  // and the codes' by the phone (`phone-code-number:<phone>`, `phone-code-pair:<ip>|<phone>`).
  // (LIKE only narrows: `_` in an address is a wildcard, so the exact suffix is checked here.)
  const names = /^\d{10}$/.test(phone) ? [email, phone] : [email];
  const counters = await db
    .selectFrom('rate_limits')
    .select('key')
    .where((eb) => eb.or(names.flatMap((name) => [eb('key', 'like', `%:${name}`), eb('key', 'like', `%|${name}`)])))
    .execute();
  const keys = counters.map(({ key }) => key).filter((key) => names.some((name) => key.endsWith(`:${name}`) || key.endsWith(`|${name}`)));
  if (keys.length > 0) await db.deleteFrom('rate_limits').where('key', 'in', keys).execute();
}
