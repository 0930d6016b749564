import type { CartItemInput } from '@koolers/contracts/checkout-schemas';
import type { DeliveryChoice } from '@koolers/contracts/delivery';
import { normalisePhone } from '@koolers/contracts/fields/phone';
import type { DeskCustomerMatch, DeskPhoneOrderPlaced } from '@koolers/contracts/orders';
import { type Actor, recordAudit } from '../../audit/audit-log.ts';
import { guestOfAttempt, insertGuest, realEmail } from '../../customers/customer-repository.ts';
import type { Db } from '../../db/database.ts';
import { appError } from '../../http/app-error.ts';
import type { createCheckoutService } from '../checkout-service.ts';
import type { CustomerDetails } from '../customer-details.ts';
import { findOrderByAttempt } from '../order-repository.ts';

type Checkout = ReturnType<typeof createCheckoutService>;

/** Customers with an account whose email is `query`, or whose phone is the number `query` reads as (at most 5). */
export async function findCustomers(db: Db, query: string): Promise<DeskCustomerMatch[]> {
  const text = query.trim().toLowerCase();
  const phone = normalisePhone(text);
  if (!phone && !text.includes('@')) return [];
  return db
    .selectFrom('customers')
    .select(['id', 'name', 'email', 'phone', 'address', 'pincode'])
    .where('kind', '=', 'account')
    .where('deleted_at', 'is', null)
    .where((eb) => (phone ? eb('phone', '=', phone) : eb('email', '=', text)))
    .orderBy('id', 'desc')
    .limit(5)
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, email: realEmail(row.email) })));
}

/** Whether the customer is a Coco Club member now, as checkout asks it of a signed-in customer. */
async function memberUntil(db: Db, customerId: number, now: string): Promise<string | null> {
  const row = await db
    .selectFrom('memberships')
    .select((eb) => eb.fn.max('expires_at').as('until'))
    .where('customer_id', '=', customerId)
    .where('status', '=', 'active')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.until ?? null;
}

/**
 * An order a customer phones in, placed by staff: cash on delivery, for the customer's account
 * (their member price and order history) or as a guest, through checkout itself, so it is priced,
 * checked against the delivery area and emailed exactly as if the customer had ordered online.
 */
export function createPhoneOrderService(deps: { db: Db; checkout: Checkout }) {
  const { db, checkout } = deps;

  /** The account's id and membership, as checkout asks them of a signed-in customer. */
  async function accountOf(customerId: number, now: string) {
    const account = await db
      .selectFrom('customers')
      .select('id')
      .where('id', '=', customerId)
      .where('kind', '=', 'account')
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!account) throw appError('not_found.customer', 404);
    return { id: account.id, memberUntil: await memberUntil(db, account.id, now) };
  }

  return {
    /**
     * What the order comes to as it is being taken (UX review 2, problem 16): priced as `place`
     * will price it, cash on delivery, with the account's member price, so staff can read the total
     * to the caller before placing it.
     */
    async quote(input: { customerId?: number | undefined; items: CartItemInput[] }) {
      const customer = input.customerId === undefined ? undefined : await accountOf(input.customerId, new Date().toISOString());
      return checkout.quote(input.items, customer, undefined, 'cod');
    },

    /**
     * `attempt`: the form's `Idempotency-Key`. The same attempt sent again (a retry after a timeout,
     * a second press after an error) answers with the order the first placed: one order, one email.
     */
    async place(
      actor: Actor,
      input: {
        customerId?: number | undefined;
        items: CartItemInput[];
        customerDetails: CustomerDetails;
        delivery?: DeliveryChoice | undefined;
      },
      attempt?: string,
    ): Promise<DeskPhoneOrderPlaced> {
      const now = new Date().toISOString();
      let customer: { id: number; memberUntil: string | null; guest?: boolean };
      if (input.customerId !== undefined) {
        customer = await accountOf(input.customerId, now);
      } else {
        const id = attempt ? await guestOfAttempt(db, now, `${actor.staffId}:${attempt}`) : await insertGuest(db, now);
        customer = { id, memberUntil: null, guest: true };
      }
      // Scoped to the staff member: two people's forms never share an attempt.
      const attemptKey = attempt && `desk-${actor.staffId}-${attempt}`;
      const earlier = attemptKey ? await findOrderByAttempt(db, customer.id, attemptKey) : undefined;
      const order = await checkout.placeCodOrder(
        customer,
        { items: input.items, customerDetails: input.customerDetails, delivery: input.delivery },
        attemptKey,
      );
      if (!earlier)
        await recordAudit(db, actor, {
          action: 'order.phoned-in',
          targetType: 'order',
          targetId: order.id,
          after: { amountPaise: order.totalPaise, guest: customer.guest === true },
        });
      return {
        // Given no email (issue 36), the customer hears by WhatsApp or SMS.
        message: realEmail(order.customerDetails.email)
          ? `Order ${order.number} placed: ${order.customerDetails.email} is emailed its confirmation.`
          : `Order ${order.number} placed: no email given, so its confirmation goes to the customer’s phone.`,
        orderId: order.id,
        number: order.number,
        totalPaise: order.totalPaise,
      };
    },
  };
}
