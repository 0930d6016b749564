import type { ItemCategory, PromotionCodeSettings, PromotionRefusalReason } from '@koolers/contracts/promotions';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, PromotionCodesTable } from '../db/schema.ts';
import { historyOf } from '../orders/shopper-order-history.ts';
import type { PromotionCode } from './promotion-rules.ts';
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

/** The desk's reads and writes of the codes themselves (admin/promotions asks through these). */
export async function promotionCodeRow(db: Executor, id: number): Promise<Selectable<PromotionCodesTable> | undefined> {
  return db.selectFrom('promotion_codes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every code, newest first. */
export async function allPromotionCodeRows(db: Executor): Promise<Selectable<PromotionCodesTable>[]> {
  return db.selectFrom('promotion_codes').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** Whether another code than `exceptId` is already called `code`. */
export async function codeTaken(db: Executor, code: string, exceptId = 0): Promise<boolean> {
  const other = await db.selectFrom('promotion_codes').select('id').where('code', '=', code).where('id', '!=', exceptId).executeTakeFirst();
  return other !== undefined;
}

/** A new code, not paused; answers its id (the unique index refuses a code taken meanwhile). */
export async function insertPromotionCode(trx: Executor, settings: PromotionCodeSettings, now: string): Promise<number> {
  const row = await trx
    .insertInto('promotion_codes')
    .values({ ...settingsRow(settings), paused: 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updatePromotionCodeSettings(trx: Executor, id: number, settings: PromotionCodeSettings, now: string): Promise<void> {
  await trx
    .updateTable('promotion_codes')
    .set({ ...settingsRow(settings), updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function setPromotionCodePaused(trx: Executor, id: number, paused: boolean, now: string): Promise<void> {
  await trx
    .updateTable('promotion_codes')
    .set({ paused: paused ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .execute();
}
