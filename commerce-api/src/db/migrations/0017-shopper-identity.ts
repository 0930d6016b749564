import { identityColumns } from '@koolers/contracts/fields/identity';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { removeTypedText } from './0007-audit-without-typed-text.ts';

/**
 * Security review 3 (F2, F6, F7). A promotion code's own limits count a guest by the normalised
 * email, phone and address of their orders, and an account by the account alone
 * (promotions/shopper-identity.ts): each order keeps its normalised email and address, filled in
 * here for the orders placed before, and indexed with the phone for a guest's history. A use no
 * longer keeps an email of its own: who held it is its order's business (and erasure's). The audit
 * entries of emails sent again from the desk lose the address they went to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const shop = db as unknown as Kysely<Database>;
  await db.schema.alterTable('orders').addColumn('shopper_email', 'text').execute();
  await db.schema.alterTable('orders').addColumn('shopper_address', 'text').execute();
  await fillShopperIdentity(shop);
  await db.schema.createIndex('orders_shopper_email').on('orders').column('shopper_email').execute();
  await db.schema.createIndex('orders_shopper_address').on('orders').column('shopper_address').execute();
  await db.schema.createIndex('orders_customer_phone').on('orders').column('customer_phone').execute();

  await db.schema.dropIndex('promotion_code_uses_shopper').execute();
  await db.schema.alterTable('promotion_code_uses').dropColumn('customer_email').execute();
  // The desk's resends were audited with the address they went to: the log keeps no email (F6).
  await removeTypedText(shop, RESENT_TO);
}

/** Audit entries that named the customer's email. */
export const RESENT_TO = { 'order.email-resent': ['to'] };

/** Fills in the normalised email and address of the orders that have none; returns how many. */
export async function fillShopperIdentity(shop: Kysely<Database>): Promise<number> {
  const orders = await shop
    .selectFrom('orders')
    .select(['id', 'customer_email', 'customer_address', 'customer_pincode'])
    .where('shopper_email', 'is', null)
    // Erased orders keep no email or address: they identify nobody.
    .where('customer_email', '!=', '')
    .execute();
  for (const order of orders) {
    const columns = identityColumns({ email: order.customer_email, address: order.customer_address, pincode: order.customer_pincode });
    await shop.updateTable('orders').set(columns).where('id', '=', order.id).execute();
  }
  return orders.length;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('promotion_code_uses')
    .addColumn('customer_email', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('promotion_code_uses_shopper').on('promotion_code_uses').columns(['code_id', 'customer_email']).execute();
  await db.schema.dropIndex('orders_customer_phone').execute();
  await db.schema.dropIndex('orders_shopper_address').execute();
  await db.schema.dropIndex('orders_shopper_email').execute();
  await db.schema.alterTable('orders').dropColumn('shopper_address').execute();
  await db.schema.alterTable('orders').dropColumn('shopper_email').execute();
}
