import type { Kysely } from 'kysely';
import { idType } from './column-types.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customers')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('address', 'text')
    .addColumn('pincode', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customers.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_customer').on('sessions').column('customer_id').execute();

  await db.schema
    .createTable('wishlist_items')
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customers.id'))
    .addColumn('ref', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('wishlist_items_pk', ['customer_id', 'ref'])
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('contact', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customers.id'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('payment_method', 'text', (col) => col.notNull())
    .addColumn('customer_name', 'text', (col) => col.notNull())
    .addColumn('customer_email', 'text', (col) => col.notNull())
    .addColumn('customer_phone', 'text', (col) => col.notNull())
    .addColumn('customer_address', 'text', (col) => col.notNull())
    .addColumn('customer_pincode', 'text')
    .addColumn('subtotal_paise', 'integer', (col) => col.notNull())
    .addColumn('delivery_fee_paise', 'integer', (col) => col.notNull())
    .addColumn('discount_paise', 'integer', (col) => col.notNull())
    .addColumn('total_paise', 'integer', (col) => col.notNull())
    .addColumn('razorpay_order_id', 'text', (col) => col.unique())
    .addColumn('razorpay_payment_id', 'text', (col) => col.unique())
    .addColumn('payment_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('paid_at', 'text')
    .execute();
  await db.schema.createIndex('orders_customer_created').on('orders').columns(['customer_id', 'created_at']).execute();

  await db.schema
    .createTable('order_lines')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id'))
    .addColumn('ref', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('size', 'text')
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('unit_price_paise', 'integer', (col) => col.notNull())
    .addColumn('line_total_paise', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('order_lines_order').on('order_lines').column('order_id').execute();

  await db.schema
    .createTable('order_status_history')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (col) => col.notNull())
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('order_status_history_order').on('order_status_history').column('order_id').execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('event_id', 'text', (col) => col.primaryKey())
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('razorpay_order_id', 'text')
    .addColumn('razorpay_payment_id', 'text')
    .addColumn('received_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('memberships')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('customer_id', 'integer', (col) => col.references('customers.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('pincode', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('amount_paise', 'integer', (col) => col.notNull())
    .addColumn('razorpay_order_id', 'text', (col) => col.unique())
    .addColumn('razorpay_payment_id', 'text', (col) => col.unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('activated_at', 'text')
    .addColumn('expires_at', 'text')
    .execute();
  await db.schema.createIndex('memberships_email').on('memberships').column('email').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'memberships',
    'payment_events',
    'order_status_history',
    'order_lines',
    'orders',
    'contact_messages',
    'wishlist_items',
    'sessions',
    'customers',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
