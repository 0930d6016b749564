import type { ItemCategory, PromotionCodeSettings, PromotionRefusalReason } from '@koolers/contracts/promotions';
import type { ExpressionBuilder, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, PromotionCodesTable } from '../db/schema.ts';
import type { PromotionCode, ShopperHistory } from './promotion-rules.ts';
import type { Shopper } from './shopper-identity.ts';

export type { Shopper } from './shopper-identity.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** A code's use could not be held when the order was placed: the order is not placed. */
export class PromotionUseRefused extends Error {
  readonly reason: PromotionRefusalReason;
  constructor(reason: PromotionRefusalReason) {
    super(`promotion code refused: ${reason}`);
    this.reason = reason;
  }
}

export function codeFromRow(row: Selectable<PromotionCodesTable>): PromotionCode {
  return {
    id: Number(row.id),
    code: row.code,
    description: row.description,
    kind: row.kind,
    value: Number(row.value),
    minimumOrderPaise: Number(row.minimum_order_paise),
    maximumDiscountPaise: row.maximum_discount_paise === null ? null : Number(row.maximum_discount_paise),
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    totalUseLimit: row.total_use_limit === null ? null : Number(row.total_use_limit),
    perCustomerLimit: row.per_customer_limit === null ? null : Number(row.per_customer_limit),
    firstOrderOnly: Number(row.first_order_only) === 1,
    categories: JSON.parse(row.categories_json) as ItemCategory[],
    refs: JSON.parse(row.refs_json) as string[],
    paused: Number(row.paused) === 1,
    uses: Number(row.uses),
  };
}

/** The code of this name (upper case), if any. */
export async function findCode(db: Executor, code: string): Promise<PromotionCode | undefined> {
  const row = await db.selectFrom('promotion_codes').selectAll().where('code', '=', code).executeTakeFirst();
  return row && codeFromRow(row);
}

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

/**
 * Holds one use of the code for an order being placed, inside the order's transaction. The total
 * limit is a conditional UPDATE (of any number of shoppers taking the last use at once, exactly the
 * limit succeed); that UPDATE also locks the code's row, so the shopper's own limit and the
 * first-order rule are counted after every earlier holder committed. Throws PromotionUseRefused.
 */
export async function holdUse(
  trx: Transaction<Database>,
  use: { code: PromotionCode; orderId: string; shopper: Shopper; discountPaise: number; now: string },
): Promise<void> {
  const { code, shopper } = use;
  const taken = await trx
    .updateTable('promotion_codes')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('id', '=', code.id)
    .where('paused', '=', 0)
    .where((eb) => eb.or([eb('total_use_limit', 'is', null), eb('uses', '<', eb.ref('total_use_limit'))]))
    .executeTakeFirst();
  if (taken.numUpdatedRows !== 1n) {
    const now = await findCode(trx, code.code);
    throw new PromotionUseRefused(now?.paused ? 'paused' : 'used_up');
  }
  if (code.perCustomerLimit !== null || code.firstOrderOnly) {
    const history = await historyOf(trx, code.id, shopper, use.orderId);
    if (code.perCustomerLimit !== null && history.usesOfCode >= code.perCustomerLimit) throw new PromotionUseRefused('already_used');
    if (code.firstOrderOnly && history.hasEarlierOrder) throw new PromotionUseRefused('first_order_only');
  }
  await trx
    .insertInto('promotion_code_uses')
    .values({
      code_id: code.id,
      order_id: use.orderId,
      customer_id: shopper.customerId,
      discount_paise: use.discountPaise,
      created_at: use.now,
      released_at: null,
    })
    .execute();
}

/** Gives back the use a cancelled order held, once (inside the cancellation's transaction). */
export async function releaseUse(trx: Transaction<Database>, orderId: string): Promise<void> {
  const released = await trx
    .updateTable('promotion_code_uses')
    .set({ released_at: new Date().toISOString() })
    .where('order_id', '=', orderId)
    .where('released_at', 'is', null)
    .returning('code_id')
    .executeTakeFirst();
  if (released) {
    await trx
      .updateTable('promotion_codes')
      .set((eb) => ({ uses: eb('uses', '-', 1) }))
      .where('id', '=', released.code_id)
      .execute();
  }
}

/** The columns of a code's settings. */
export function settingsRow(settings: PromotionCodeSettings) {
  return {
    code: settings.code,
    description: settings.description,
    kind: settings.kind,
    value: settings.value,
    minimum_order_paise: settings.minimumOrderPaise,
    maximum_discount_paise: settings.maximumDiscountPaise,
    valid_from: settings.validFrom,
    valid_until: settings.validUntil,
    total_use_limit: settings.totalUseLimit,
    per_customer_limit: settings.perCustomerLimit,
    first_order_only: settings.firstOrderOnly ? 1 : 0,
    categories_json: JSON.stringify(settings.categories),
    refs_json: JSON.stringify(settings.refs),
  };
}
