import { formatClubRequestNumber, parseClubRequestNumber } from '@koolers/contracts/club-request-number';
import type { Language } from '@koolers/contracts/languages';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { MembershipStatus, MembershipsTable } from '../db/schema.ts';
import { nextInSeries } from '../db/series.ts';

/** A Coco Club membership: from the request, through its payment, to the year it runs. */
export type Membership = {
  id: string;
  /** What the member and staff call it: CC-1001. */
  number: string;
  customerId: number | null;
  name: string;
  email: string;
  phone: string;
  address: string;
  pincode: string;
  status: MembershipStatus;
  amountPaise: number;
  razorpayOrderId: string | null;
  razorpayPaymentId: string | null;
  createdAt: string;
  submittedAt: string | null;
  /** The reference (UTR) of the UPI payment the member said they made. */
  upiReference: string | null;
  activatedAt: string | null;
  expiresAt: string | null;
  /** The language of the page it was asked for from: its emails and messages are in it. */
  language: Language;
};

export type NewMembership = Pick<Membership, 'id' | 'customerId' | 'name' | 'email' | 'phone' | 'address' | 'pincode' | 'amountPaise'> & {
  /** English unless told. */
  language?: Language;
  /** Paid by UPI: its reference, and the request counts as submitted at once. */
  upiReference?: string;
  /** Paying through Razorpay: the Razorpay order opened for it. */
  razorpayOrderId?: string;
};

/** Requests are numbered CC-1001 onwards (migration 0023 numbered those made before). */
const CLUB_SERIES = 'membership';
const FIRST_CLUB_REQUEST_NUMBER = 1001;

/** Rolls back a request refused for its UPI reference: its number goes back to the series. */
class ReferenceTaken extends Error {}

/**
 * Stores a new request (status `requested`) at `now`, with the next number, and answers it (CC-1001).
 * Null, storing nothing, when its UPI reference is already another request's: one payment pays one
 * request.
 */
export async function insertMembership(db: Db, membership: NewMembership, now: string): Promise<string | null> {
  try {
    return await db.transaction().execute(async (trx) => {
      const number = await nextInSeries(trx, CLUB_SERIES, FIRST_CLUB_REQUEST_NUMBER);
      const result = await insertRow(trx, membership, number, now);
      if (Number(result.numInsertedOrUpdatedRows ?? 0) !== 1) throw new ReferenceTaken();
      return formatClubRequestNumber(number);
    });
  } catch (error) {
    if (error instanceof ReferenceTaken) return null;
    throw error;
  }
}

function insertRow(db: Db, membership: NewMembership, number: number, now: string) {
  return db
    .insertInto('memberships')
    .values({
      id: membership.id,
      number,
      customer_id: membership.customerId,
      name: membership.name,
      email: membership.email,
      phone: membership.phone,
      address: membership.address,
      pincode: membership.pincode,
      status: 'requested',
      amount_paise: membership.amountPaise,
      razorpay_order_id: membership.razorpayOrderId ?? null,
      razorpay_payment_id: null,
      upi_reference: membership.upiReference ?? null,
      language: membership.language ?? 'en',
      submitted_at: membership.upiReference ? now : null,
      created_at: now,
      activated_at: null,
      expires_at: null,
    })
    .onConflict((conflict) => conflict.column('upi_reference').doNothing())
    .executeTakeFirst();
}

/** The request that claimed this UPI payment, if any. */
export async function findMembershipByUpiReference(db: Db, upiReference: string): Promise<Membership | undefined> {
  const row = await db.selectFrom('memberships').selectAll().where('upi_reference', '=', upiReference).executeTakeFirst();
  return row && toMembership(row);
}

/** A request paid by UPI that the shop has not confirmed yet: what the member sees while they wait. */
export type ClubRequest = { id: string; number: string; upiReference: string | null; submittedAt: string; amountPaise: number };

/** The newest request of this account (or this request itself) the member paid by UPI and the shop is still checking. */
export async function findPendingClubRequest(db: Db, which: { customerId: number } | { id: string }): Promise<ClubRequest | null> {
  const query = db
    .selectFrom('memberships')
    .select(['id', 'number', 'upi_reference', 'submitted_at', 'amount_paise'])
    .where('status', '=', 'requested')
    .where('submitted_at', 'is not', null)
    .orderBy('submitted_at', 'desc')
    .limit(1);
  const row = await ('id' in which
    ? query.where('id', '=', which.id)
    : query.where('customer_id', '=', which.customerId)
  ).executeTakeFirst();
  if (!row?.submitted_at) return null;
  return {
    id: row.id,
    number: formatClubRequestNumber(Number(row.number)),
    upiReference: row.upi_reference,
    submittedAt: row.submitted_at,
    amountPaise: Number(row.amount_paise),
  };
}

export async function setRazorpayOrderId(db: Db, membershipId: string, razorpayOrderId: string): Promise<void> {
  await db.updateTable('memberships').set({ razorpay_order_id: razorpayOrderId }).where('id', '=', membershipId).execute();
}

export async function findMembership(db: Db, which: { id: string } | { razorpayOrderId: string }): Promise<Membership | undefined> {
  const query = db.selectFrom('memberships').selectAll();
  const row = await ('id' in which
    ? query.where('id', '=', which.id)
    : query.where('razorpay_order_id', '=', which.razorpayOrderId)
  ).executeTakeFirst();
  return row && toMembership(row);
}

/** requested → payment_mismatch, recording the payment when it is the membership's own Razorpay order's; true when this call did it. */
export async function flagPaymentMismatch(db: Db, membershipId: string, razorpayPaymentId: string | null): Promise<boolean> {
  const result = await db
    .updateTable('memberships')
    .set({ status: 'payment_mismatch', ...(razorpayPaymentId ? { razorpay_payment_id: razorpayPaymentId } : {}) })
    .where('id', '=', membershipId)
    .where('status', '=', 'requested')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** requested → active from `activatedAt` until `expiresAt`; true when this call did it (of racing callers, one does). */
export async function activate(
  db: Db,
  membershipId: string,
  term: { activatedAt: string; expiresAt: string; razorpayPaymentId?: string | undefined },
): Promise<boolean> {
  const result = await db
    .updateTable('memberships')
    .set({
      status: 'active',
      activated_at: term.activatedAt,
      expires_at: term.expiresAt,
      ...(term.razorpayPaymentId ? { razorpay_payment_id: term.razorpayPaymentId } : {}),
    })
    .where('id', '=', membershipId)
    .where('status', '=', 'requested')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * When the member's running membership ends, other than `membershipId`: the same account's, or for
 * a member without an account, the same email's. Undefined when none runs past `now`.
 */
export async function runningMembershipEnd(db: Db, membership: Membership, now: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('memberships')
    .select((eb) => eb.fn.max('expires_at').as('until'))
    .where('status', '=', 'active')
    .where('expires_at', '>', now)
    .where('id', '!=', membership.id)
    .where((eb) =>
      membership.customerId === null
        ? eb.and([eb('customer_id', 'is', null), eb('email', '=', membership.email)])
        : eb('customer_id', '=', membership.customerId),
    )
    .executeTakeFirst();
  return row?.until ?? undefined;
}

/**
 * Requests with a Razorpay order opened between `abandonedBefore` and `openedBefore`, not asked
 * about since `checkedBefore`, oldest first.
 */
export async function listUnsettledMemberships(
  db: Db,
  due: { openedBefore: string; abandonedBefore: string; checkedBefore: string; limit: number },
): Promise<{ id: string; razorpayOrderId: string }[]> {
  const rows = await db
    .selectFrom('memberships')
    .select(['id', 'razorpay_order_id'])
    .where('status', '=', 'requested')
    .where('razorpay_order_id', 'is not', null)
    .where('created_at', '<=', due.openedBefore)
    .where('created_at', '>', due.abandonedBefore)
    .where((eb) => eb.or([eb('payment_checked_at', 'is', null), eb('payment_checked_at', '<=', due.checkedBefore)]))
    .orderBy('created_at')
    .limit(due.limit)
    .execute();
  return rows.map((row) => ({ id: row.id, razorpayOrderId: row.razorpay_order_id ?? '' }));
}

export async function markPaymentChecked(db: Db, membershipId: string, at: string): Promise<void> {
  await db.updateTable('memberships').set({ payment_checked_at: at }).where('id', '=', membershipId).execute();
}

/**
 * The desk's list: newest first, by status, and by a search over email, name, phone, the exact id,
 * the request number (CC-1001, #1001, 1001) or UPI reference.
 */
export async function listMemberships(
  db: Db,
  filter: { status?: MembershipStatus | undefined; q?: string | undefined; limit: number },
): Promise<Membership[]> {
  let query = db.selectFrom('memberships').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit);
  if (filter.status) query = query.where('status', '=', filter.status);
  const q = filter.q;
  if (q) {
    const number = parseClubRequestNumber(q);
    const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('email', 'like', like),
        eb(eb.fn('lower', ['name']), 'like', like),
        eb('phone', 'like', like),
        eb('id', '=', q),
        ...(number === null ? [] : [eb('number', '=', number)]),
        eb('upi_reference', '=', q.replace(/[\s-]/g, '')),
      ]),
    );
  }
  return (await query.execute()).map(toMembership);
}

/** How many memberships are in each status. */
export async function countMembershipsByStatus(db: Db): Promise<Partial<Record<MembershipStatus, number>>> {
  const rows = await db
    .selectFrom('memberships')
    .select((eb) => ['status', eb.fn.countAll<string | number>().as('count')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}

function toMembership(row: Selectable<MembershipsTable>): Membership {
  return {
    id: row.id,
    number: formatClubRequestNumber(Number(row.number)),
    customerId: row.customer_id === null ? null : Number(row.customer_id),
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    pincode: row.pincode,
    status: row.status,
    amountPaise: Number(row.amount_paise),
    razorpayOrderId: row.razorpay_order_id,
    razorpayPaymentId: row.razorpay_payment_id,
    createdAt: row.created_at,
    submittedAt: row.submitted_at,
    upiReference: row.upi_reference,
    activatedAt: row.activated_at,
    expiresAt: row.expires_at,
    language: row.language,
  };
}

export type ActiveMembership = {
  status: MembershipStatus;
  plan: 'Coco Club';
  activatedAt: string | null;
  expiresAt: string;
};

/**
 * The customer's current Coco Club membership: of the active ones not yet expired and attached to
 * the account (bought while logged in), the one that runs longest. A membership bought without an
 * account is not matched by its email: nobody verified that email, and whoever registered it would
 * get the member's discount and details.
 */
export async function findActiveMembership(
  db: Db,
  who: { customerId: number },
  now: string = new Date().toISOString(),
): Promise<ActiveMembership | null> {
  const row = await db
    .selectFrom('memberships')
    .select(['status', 'activated_at', 'expires_at'])
    .where('status', '=', 'active')
    .where('expires_at', '>', now)
    .where('customer_id', '=', who.customerId)
    .orderBy('expires_at', 'desc')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row?.expires_at) return null;
  return { status: row.status, plan: 'Coco Club', activatedAt: row.activated_at, expiresAt: row.expires_at };
}
