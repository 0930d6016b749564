import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ShopperHistory } from '../promotions/promotion-rules.ts';
import type { Shopper } from '../promotions/shopper-identity.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Uses of the code held by this shopper's orders, and whether they have an order not cancelled:
 * an account's own and the guest orders placed with its verified phone, or for a guest every order
 * sharing their email, phone or address (shopper-identity.ts).
 */
export async function historyOf(db: Executor, codeId: number, shopper: Shopper, exceptOrderId = ''): Promise<NonNullable<ShopperHistory>> {
  const theirs = (eb: ExpressionBuilder<Database, 'orders'>) => {
    if (!shopper.guest) {
      // An account that proved its phone with a code is also the guest who ordered with that number
      // (the orders it may attach, customers/phone-orders.ts): attached or not, they count.
      const verifiedPhone = eb
        .selectFrom('customers')
        .select('customers.phone')
        .where('customers.id', '=', shopper.customerId)
        .where('customers.phone_verified_at', 'is not', null);
      const guests = eb.selectFrom('customers').select('customers.id').where('customers.kind', '=', 'guest');
      return eb.or([
        eb('orders.customer_id', '=', shopper.customerId),
        eb.and([eb('orders.customer_phone', '=', verifiedPhone), eb('orders.customer_id', 'in', guests)]),
      ]);
    }
    const same = [eb('orders.customer_id', '=', shopper.customerId)];
    // A guest who gave no email (issue 36) is known by their phone and address alone.
    if (shopper.email !== null) same.push(eb('orders.shopper_email', '=', shopper.email));
    // An erased order keeps an empty phone: it matches nobody.
    if (shopper.phone !== '') same.push(eb('orders.customer_phone', '=', shopper.phone));
    same.push(eb('orders.shopper_address', '=', shopper.address));
    return eb.or(same);
  };
  const uses = await db
    .selectFrom('promotion_code_uses')
    .innerJoin('orders', 'orders.id', 'promotion_code_uses.order_id')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('promotion_code_uses.code_id', '=', codeId)
    .where('promotion_code_uses.released_at', 'is', null)
    .where(theirs)
    .executeTakeFirstOrThrow();
  const earlier = await db
    .selectFrom('orders')
    .select('orders.id')
    .where('orders.delivery_status', '!=', 'cancelled')
    .where('orders.id', '!=', exceptOrderId)
    .where(theirs)
    .limit(1)
    .executeTakeFirst();
  return { usesOfCode: Number(uses.count), hasEarlierOrder: earlier !== undefined };
}
