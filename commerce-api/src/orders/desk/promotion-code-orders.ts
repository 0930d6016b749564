import { paymentStatusesWith } from '@koolers/contracts/order-status';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * What each promotion code's orders brought, for the desk's list of codes: per code still held by
 * its orders, how many of them took money (paid online or cash collected), what they are worth less
 * what was refunded, and the discount they gave. Codes without such an order have no row.
 */
export function paidOrdersPerPromotionCode(db: Db) {
  return db
    .selectFrom('promotion_code_uses')
    .innerJoin('orders', 'orders.id', 'promotion_code_uses.order_id')
    .select([
      'promotion_code_uses.code_id',
      sql<string | number>`count(*)`.as('orders'),
      sql<string | number>`coalesce(sum(orders.total_paise - orders.refunded_paise), 0)`.as('revenue'),
      sql<string | number>`coalesce(sum(orders.discount_paise), 0)`.as('discount'),
    ])
    .where('promotion_code_uses.released_at', 'is', null)
    .where('orders.payment_status', 'in', paymentStatusesWith('tookMoney'))
    .groupBy('promotion_code_uses.code_id')
    .execute();
}
