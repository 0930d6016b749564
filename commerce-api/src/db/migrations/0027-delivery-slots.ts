import type { Kysely } from 'kysely';

/**
 * delivery_settings: the owners' delivery settings (contracts/src/delivery.ts), one row (id 1) the
 * desk replaces as a whole, like cod_rules. The slots and closures are JSON text: short, always read
 * and written together, never queried by their elements in SQL. `version` refuses a change made from
 * a page read before someone else's. The opening hours are not here: Strapi holds them (the same
 * hours search engines read).
 *
 * delivery_slot_counts: how many places of a slot are taken on an India date. A place is taken by a
 * conditional UPDATE (`booked < capacity`) in the order's transaction, given back when it is cancelled.
 *
 * delivery_bookings: what each order was promised (as soon as possible by a time, or a slot on a
 * day), with the slot's times as they were when it was booked; `released_at` once its place went back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('delivery_settings')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('asap_enabled', 'integer', (col) => col.notNull())
    .addColumn('asap_minutes', 'integer', (col) => col.notNull())
    .addColumn('slots', 'text', (col) => col.notNull())
    .addColumn('days_ahead', 'integer', (col) => col.notNull())
    .addColumn('closures', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text')
    .addColumn('updated_by', 'text')
    .execute();
  // The shop's promise before slots existed ("15-20 minutes"), and the four windows.
  const window = (id: string, starts: string, ends: string) => ({ id, starts, ends, capacity: 10, cutoffMinutes: 60 });
  await db
    .insertInto('delivery_settings' as never)
    .values({
      id: 1,
      asap_enabled: 1,
      asap_minutes: 20,
      slots: JSON.stringify([
        window('morning', '09:00', '11:00'),
        window('midday', '11:00', '13:00'),
        window('afternoon', '16:00', '18:00'),
        window('evening', '18:00', '20:00'),
      ]),
      days_ahead: 2,
      closures: '[]',
      version: 0,
      updated_at: null,
      updated_by: null,
    } as never)
    .execute();
  await db.schema
    .createTable('delivery_slot_counts')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('slot_id', 'text', (col) => col.notNull())
    .addColumn('booked', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('delivery_slot_counts_pk', ['day', 'slot_id'])
    .execute();
  await db.schema
    .createTable('delivery_bookings')
    .addColumn('order_id', 'text', (col) => col.primaryKey().references('orders.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('slot_id', 'text')
    .addColumn('starts', 'text')
    .addColumn('ends', 'text')
    .addColumn('promised_by', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('released_at', 'text')
    .execute();
  await db.schema.createIndex('delivery_bookings_day_slot').on('delivery_bookings').columns(['day', 'slot_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('delivery_bookings').execute();
  await db.schema.dropTable('delivery_slot_counts').execute();
  await db.schema.dropTable('delivery_settings').execute();
}
