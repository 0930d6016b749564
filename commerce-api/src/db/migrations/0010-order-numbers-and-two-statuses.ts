import { type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';

/** Orders were numbered from here: the first order ever is KC-1001. */
export const FIRST_ORDER_NUMBER = 1001;

/**
 * Readable order numbers, and two statuses instead of one.
 *
 * - `number_series`: named counters (db/series.ts); `orders.number` is taken from the `order` series
 *   when an order is placed. Orders placed before are numbered here, in the order they were placed.
 * - `orders.status` becomes `payment_status` (pending, paid, partially refunded, refunded, cash due,
 *   cash collected, voided, mismatch) and `delivery_status` (unconfirmed, confirmed, out for delivery,
 *   delivered, cancelled); each history row says which of the two it moved (`kind`).
 *
 * Every existing order and history row is converted as the new code would have written it: a cash
 * order delivered is delivered with its cash collected; a cancelled order that was never paid is
 * voided; a refund in full of an order not yet delivered closed it, so it is cancelled too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('number_series')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('last_value', 'integer', (col) => col.notNull())
    .execute();

  // NOT NULL with a stand-in default, filled in below: SQLite cannot add NOT NULL to a column later.
  await db.schema
    .alterTable('orders')
    .addColumn('number', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('payment_status', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('delivery_status', 'text', (col) => col.notNull().defaultTo(''))
    .execute();

  await sql`UPDATE orders SET number = numbered.position + ${sql.lit(FIRST_ORDER_NUMBER - 1)}
    FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS position FROM orders) AS numbered
    WHERE numbered.id = orders.id`.execute(db);
  await sql`INSERT INTO number_series (name, last_value)
    SELECT 'order', COALESCE(MAX(number), ${sql.lit(FIRST_ORDER_NUMBER - 1)}) FROM orders`.execute(db);
  await db.schema.createIndex('orders_number').unique().on('orders').column('number').execute();

  await convertOrders(db);
  await convertHistory(db);

  if (postgres) {
    for (const column of ['number', 'payment_status', 'delivery_status']) {
      await sql`ALTER TABLE orders ALTER COLUMN ${sql.ref(column)} DROP DEFAULT`.execute(db);
    }
    await sql`ALTER TABLE order_status_history ALTER COLUMN kind DROP DEFAULT`.execute(db);
  }
  for (const index of ['orders_status_created', 'orders_desk_counts']) await db.schema.dropIndex(index).execute();
  await db.schema.alterTable('orders').dropColumn('status').execute();

  // The desk's tabs (newest first within a status) and the reconciler's scan of pending payments.
  await db.schema.createIndex('orders_delivery_created').on('orders').columns(['delivery_status', 'created_at', 'id']).execute();
  await db.schema.createIndex('orders_payment_created').on('orders').columns(['payment_status', 'created_at', 'id']).execute();
  // The per-status counts read only this index, whatever the other filters.
  await db.schema
    .createIndex('orders_desk_counts')
    .on('orders')
    .columns(['delivery_status', 'payment_status', 'payment_method', 'created_at'])
    .execute();
}

/** What an order paid online holds now: paid, or less after refunds. */
const paidOnline = sql`CASE WHEN refunded_paise >= total_paise AND refunded_paise > 0 THEN 'refunded'
  WHEN refunded_paise > 0 THEN 'partially_refunded' ELSE 'paid' END`;

/** The status an order had before it moved to `to` (its last such move). */
const statusBefore = (to: string) => sql`(SELECT h.from_status FROM order_status_history h
  WHERE h.order_id = orders.id AND h.to_status = ${sql.lit(to)} ORDER BY h.id DESC LIMIT 1)`;

async function convertOrders(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE orders SET
    payment_status = CASE
      WHEN status = 'payment_mismatch' THEN 'mismatch'
      WHEN status = 'refunded' THEN 'refunded'
      WHEN payment_method = 'cod' THEN CASE status WHEN 'delivered' THEN 'cash_collected' WHEN 'cancelled' THEN 'voided' ELSE 'cash_due' END
      WHEN paid_at IS NULL THEN CASE status WHEN 'cancelled' THEN 'voided' ELSE 'pending' END
      ELSE ${paidOnline}
    END,
    delivery_status = CASE
      WHEN status IN ('pending', 'paid') THEN 'unconfirmed'
      WHEN status = 'refunded' THEN CASE ${statusBefore('refunded')} WHEN 'delivered' THEN 'delivered' ELSE 'cancelled' END
      WHEN status = 'payment_mismatch' THEN CASE ${statusBefore('payment_mismatch')} WHEN 'cancelled' THEN 'cancelled' ELSE 'unconfirmed' END
      ELSE status
    END`.execute(db);
}

type Kind = 'payment' | 'delivery';
/** `keep`: the old row's note; null: none; any other text: that note. */
type NewRow = { kind: Kind; from: string | null; to: string; note: 'keep' | string | null };
type Rule = { from: string | null; to: string; method?: 'cod' | 'razorpay'; rows: [NewRow, ...NewRow[]] };

const CLOSED_BY_REFUND = 'Refunded in full';
const p = (from: string | null, to: string, note: NewRow['note'] = 'keep'): NewRow => ({ kind: 'payment', from, to, note });
const d = (from: string | null, to: string, note: NewRow['note'] = 'keep'): NewRow => ({ kind: 'delivery', from, to, note });

/**
 * Each move of the old single status (every one its transitions table allowed), as the moves of the
 * two statuses it made: the first row replaces the old one, any other is added beside it, at the
 * same time and by the same actor.
 */
const RULES: Rule[] = [
  { from: null, to: 'pending', method: 'cod', rows: [p(null, 'cash_due'), d(null, 'unconfirmed', null)] },
  { from: null, to: 'pending', method: 'razorpay', rows: [p(null, 'pending'), d(null, 'unconfirmed', null)] },
  { from: 'pending', to: 'paid', rows: [p('pending', 'paid')] },
  { from: 'pending', to: 'confirmed', rows: [d('unconfirmed', 'confirmed')] },
  { from: 'pending', to: 'cancelled', method: 'cod', rows: [d('unconfirmed', 'cancelled'), p('cash_due', 'voided', null)] },
  { from: 'pending', to: 'cancelled', method: 'razorpay', rows: [d('unconfirmed', 'cancelled'), p('pending', 'voided', null)] },
  { from: 'pending', to: 'payment_mismatch', rows: [p('pending', 'mismatch')] },
  { from: 'paid', to: 'confirmed', rows: [d('unconfirmed', 'confirmed')] },
  { from: 'paid', to: 'refunded', rows: [p('paid', 'refunded'), d('unconfirmed', 'cancelled', CLOSED_BY_REFUND)] },
  { from: 'paid', to: 'cancelled', rows: [d('unconfirmed', 'cancelled')] },
  { from: 'confirmed', to: 'refunded', rows: [p('paid', 'refunded'), d('confirmed', 'cancelled', CLOSED_BY_REFUND)] },
  { from: 'confirmed', to: 'cancelled', method: 'cod', rows: [d('confirmed', 'cancelled'), p('cash_due', 'voided', null)] },
  { from: 'confirmed', to: 'cancelled', method: 'razorpay', rows: [d('confirmed', 'cancelled')] },
  { from: 'confirmed', to: 'out_for_delivery', rows: [d('confirmed', 'out_for_delivery')] },
  {
    from: 'out_for_delivery',
    to: 'delivered',
    method: 'cod',
    rows: [p('cash_due', 'cash_collected'), d('out_for_delivery', 'delivered', null)],
  },
  { from: 'out_for_delivery', to: 'delivered', method: 'razorpay', rows: [d('out_for_delivery', 'delivered')] },
  { from: 'out_for_delivery', to: 'cancelled', method: 'cod', rows: [d('out_for_delivery', 'cancelled'), p('cash_due', 'voided', null)] },
  { from: 'out_for_delivery', to: 'cancelled', method: 'razorpay', rows: [d('out_for_delivery', 'cancelled')] },
  { from: 'delivered', to: 'refunded', rows: [p('paid', 'refunded')] },
  { from: 'cancelled', to: 'refunded', rows: [p('paid', 'refunded')] },
  { from: 'cancelled', to: 'payment_mismatch', rows: [p('voided', 'mismatch')] },
];

function noteOf(row: NewRow): RawBuilder<unknown> {
  if (row.note === 'keep') return sql`h.note`;
  return row.note === null ? sql`NULL` : sql.lit(row.note);
}

function fromOf(row: NewRow): RawBuilder<unknown> {
  return row.from === null ? sql`NULL` : sql.lit(row.from);
}

async function convertHistory(db: Kysely<unknown>): Promise<void> {
  // 'legacy' marks the rows not converted yet; new rows are written with their kind at once.
  await db.schema
    .alterTable('order_status_history')
    .addColumn('kind', 'text', (col) => col.notNull().defaultTo('legacy'))
    .execute();

  for (const rule of RULES) {
    const matches = sql`h.kind = 'legacy' AND h.to_status = ${sql.lit(rule.to)}
      AND ${rule.from === null ? sql`h.from_status IS NULL` : sql`h.from_status = ${sql.lit(rule.from)}`}
      ${rule.method ? sql`AND h.order_id IN (SELECT id FROM orders WHERE payment_method = ${sql.lit(rule.method)})` : sql``}`;
    const [first, ...added] = rule.rows;
    for (const row of added) {
      await sql`INSERT INTO order_status_history (order_id, kind, from_status, to_status, actor, note, created_at)
        SELECT h.order_id, ${sql.lit(row.kind)}, ${fromOf(row)}, ${sql.lit(row.to)}, h.actor, ${noteOf(row)}, h.created_at
        FROM order_status_history h WHERE ${matches}`.execute(db);
    }
    await sql`UPDATE order_status_history AS h SET kind = ${sql.lit(first.kind)}, from_status = ${fromOf(first)},
      to_status = ${sql.lit(first.to)}, note = ${noteOf(first)} WHERE ${matches}`.execute(db);
  }

  // A partial refund moved no status before: the first one processed is where the order became
  // partially refunded.
  await sql`INSERT INTO order_status_history (order_id, kind, from_status, to_status, actor, note, created_at)
    SELECT orders.id, 'payment', 'paid', 'partially_refunded', 'razorpay-webhook', NULL,
      COALESCE((SELECT MIN(r.processed_at) FROM refunds r WHERE r.order_id = orders.id AND r.status = 'processed'), orders.updated_at)
    FROM orders WHERE orders.payment_status = 'partially_refunded'`.execute(db);

  // A move no rule knows (written by hand): kept, read as the nearest new move.
  await sql`UPDATE order_status_history SET
    kind = CASE WHEN to_status IN ('paid', 'refunded', 'payment_mismatch') THEN 'payment' ELSE 'delivery' END,
    from_status = CASE
      WHEN to_status IN ('paid', 'refunded', 'payment_mismatch') THEN CASE from_status WHEN 'cancelled' THEN 'voided' WHEN 'pending' THEN 'pending' ELSE 'paid' END
      WHEN from_status IN ('pending', 'paid') THEN 'unconfirmed'
      WHEN from_status IN ('refunded', 'payment_mismatch') THEN 'cancelled'
      ELSE from_status END,
    to_status = CASE to_status WHEN 'payment_mismatch' THEN 'mismatch' WHEN 'pending' THEN 'unconfirmed' ELSE to_status END
    WHERE kind = 'legacy'`.execute(db);
}

/**
 * Back to one status: each order's nearest old status, and each history row kept as the move of the
 * status it names (the rows added beside an old move stay). Numbers are dropped.
 */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .execute();
  await sql`UPDATE orders SET status = CASE
      WHEN payment_status = 'mismatch' THEN 'payment_mismatch'
      WHEN payment_status = 'refunded' THEN 'refunded'
      WHEN delivery_status IN ('confirmed', 'out_for_delivery', 'delivered', 'cancelled') THEN delivery_status
      WHEN payment_status IN ('paid', 'partially_refunded') THEN 'paid'
      ELSE 'pending' END`.execute(db);
  await sql`UPDATE order_status_history SET
    from_status = CASE from_status WHEN 'unconfirmed' THEN 'pending' WHEN 'mismatch' THEN 'payment_mismatch' WHEN 'cash_due' THEN 'pending'
      WHEN 'voided' THEN 'cancelled' WHEN 'partially_refunded' THEN 'paid' WHEN 'cash_collected' THEN 'delivered' ELSE from_status END,
    to_status = CASE to_status WHEN 'unconfirmed' THEN 'pending' WHEN 'mismatch' THEN 'payment_mismatch' WHEN 'cash_due' THEN 'pending'
      WHEN 'voided' THEN 'cancelled' WHEN 'partially_refunded' THEN 'paid' WHEN 'cash_collected' THEN 'delivered' ELSE to_status END`.execute(
    db,
  );
  await db.schema.alterTable('order_status_history').dropColumn('kind').execute();
  for (const index of ['orders_desk_counts', 'orders_payment_created', 'orders_delivery_created', 'orders_number']) {
    await db.schema.dropIndex(index).execute();
  }
  for (const column of ['delivery_status', 'payment_status', 'number']) await db.schema.alterTable('orders').dropColumn(column).execute();
  await db.schema.createIndex('orders_status_created').on('orders').columns(['status', 'created_at', 'id']).execute();
  await db.schema.createIndex('orders_desk_counts').on('orders').columns(['status', 'payment_method', 'paid_at', 'created_at']).execute();
  await db.schema.dropTable('number_series').execute();
}
