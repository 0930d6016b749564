import {
  type DeliveryClosure,
  type DeliverySettings,
  type DeliverySlot,
  type DeliveryZone,
  type DeskSlotLoad,
  type OrderPromise,
  OTHER_ZONE,
  slotLabel,
} from '@koolers/contracts/delivery';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, DeliveryBookingsTable, DeliverySettingsTable } from '../db/schema.ts';
import { bookingsHeldOn } from '../orders/delivery-bookings-held.ts';
import { bookedKey } from './promise.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** The settings with the version they were read at and who changed them last. */
export type StoredDeliverySettings = { settings: DeliverySettings; version: number; updatedAt: string | null; updatedBy: string | null };

/** Used only if the row is somehow missing: as soon as possible, as the shop promised before slots. */
export const NO_DELIVERY_SETTINGS: DeliverySettings = {
  asap: { enabled: true, promisedMinutes: 20 },
  slots: [],
  daysAhead: 0,
  closures: [],
  zones: [],
};

/**
 * How many times this process has changed what a promise is worked out from (settings, places taken
 * or given back): promise-cache.ts reuses an answer only while this has not moved. Counted when the
 * change is made, before its transaction commits; a promise read in between lives at most a second.
 */
let changes = 0;
export const deliveryChanges = (): number => changes;

export async function readDeliverySettings(db: Executor): Promise<StoredDeliverySettings> {
  const row = await db.selectFrom('delivery_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return { settings: NO_DELIVERY_SETTINGS, version: 0, updatedAt: null, updatedBy: null };
  return { settings: settingsOf(row), version: Number(row.version), updatedAt: row.updated_at, updatedBy: row.updated_by };
}

/** Replaces the settings if they are still at `version`; false, changing nothing, otherwise. */
export async function replaceDeliverySettings(
  db: Executor,
  change: { settings: DeliverySettings; version: number; at: string; by: string },
): Promise<boolean> {
  changes++;
  const { settings } = change;
  const result = await db
    .updateTable('delivery_settings')
    .set({
      asap_enabled: settings.asap.enabled ? 1 : 0,
      asap_minutes: settings.asap.promisedMinutes,
      slots: JSON.stringify(settings.slots),
      days_ahead: settings.daysAhead,
      closures: JSON.stringify(settings.closures),
      zones: JSON.stringify(settings.zones),
      version: change.version + 1,
      updated_at: change.at,
      updated_by: change.by,
    })
    .where('id', '=', 1)
    .where('version', '=', change.version)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Places taken per `day|slotId` for the India dates from `from` to `to`. */
export async function bookedBetween(db: Executor, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('delivery_slot_counts')
    .select(['day', 'slot_id', 'booked'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  return new Map(rows.map((row) => [bookedKey(row.day, row.slot_id), Number(row.booked)]));
}

/**
 * A day's load: each slot of the settings with its places taken (the counters capacity is held by)
 * and its capacity, how many orders are promised as soon as possible that day, and the same orders
 * per zone (by the order's delivery pincode; one in no zone counts under "Other").
 */
export async function slotLoad(db: Executor, day: string): Promise<DeskSlotLoad> {
  const [{ settings }, counts, held] = await Promise.all([readDeliverySettings(db), bookedBetween(db, day, day), bookingsHeldOn(db, day)]);
  const zoneOf = new Map(settings.zones.flatMap((zone) => zone.pincodes.map((pincode) => [pincode, zone.name] as const)));
  const zones = new Map(settings.zones.map((zone) => [zone.name, { zone: zone.name, asap: 0, slots: {} as Record<string, number> }]));
  for (const booking of held) {
    const name = zoneOf.get(booking.customer_pincode ?? '') ?? OTHER_ZONE;
    let zone = zones.get(name);
    if (!zone) {
      zone = { zone: name, asap: 0, slots: {} };
      zones.set(name, zone);
    }
    if (booking.kind === 'asap') zone.asap += 1;
    else if (booking.slot_id) zone.slots[booking.slot_id] = (zone.slots[booking.slot_id] ?? 0) + 1;
  }
  return {
    day,
    slots: settings.slots.map((slot) => ({
      slotId: slot.id,
      label: slotLabel(slot.starts, slot.ends),
      booked: counts.get(bookedKey(day, slot.id)) ?? 0,
      capacity: slot.capacity,
    })),
    asap: held.filter((booking) => booking.kind === 'asap').length,
    zones: [...zones.values()],
  };
}

/** What an order is promised when it is placed. */
export type DeliveryHold =
  | { kind: 'asap'; day: string; promisedBy: string }
  | { kind: 'slot'; day: string; slot: Pick<DeliverySlot, 'id' | 'starts' | 'ends' | 'capacity'> };

/** The slot had no place left when the order's transaction came to take one. */
export class SlotFull extends Error {
  readonly hold: Extract<DeliveryHold, { kind: 'slot' }>;
  constructor(hold: Extract<DeliveryHold, { kind: 'slot' }>) {
    super(`slot ${hold.slot.id} on ${hold.day} is full`);
    this.hold = hold;
  }
}

/**
 * Records an order's promise inside the order's transaction; a slot's place is taken by one
 * conditional UPDATE (`booked < capacity`): of any number of orders taking the last place at once,
 * exactly one succeeds (the UPDATE locks the row; the others re-read it after the winner commits).
 * Throws SlotFull, which rolls the order back.
 */
export async function holdDelivery(trx: Transaction<Database>, orderId: string, hold: DeliveryHold, now: string): Promise<void> {
  if (hold.kind === 'slot') await takePlace(trx, hold);
  await trx
    .insertInto('delivery_bookings')
    .values({
      order_id: orderId,
      kind: hold.kind,
      day: hold.day,
      slot_id: hold.kind === 'slot' ? hold.slot.id : null,
      starts: hold.kind === 'slot' ? hold.slot.starts : null,
      ends: hold.kind === 'slot' ? hold.slot.ends : null,
      promised_by: hold.kind === 'asap' ? hold.promisedBy : null,
      created_at: now,
      released_at: null,
    })
    .execute();
}

/** Takes one place of `hold`'s slot, if one is left (the conditional UPDATE); throws SlotFull otherwise. */
async function takePlace(trx: Transaction<Database>, hold: Extract<DeliveryHold, { kind: 'slot' }>): Promise<void> {
  changes++;
  await trx
    .insertInto('delivery_slot_counts')
    .values({ day: hold.day, slot_id: hold.slot.id, booked: 0 })
    .onConflict((oc) => oc.columns(['day', 'slot_id']).doNothing())
    .execute();
  const taken = await trx
    .updateTable('delivery_slot_counts')
    .set((eb) => ({ booked: eb('booked', '+', 1) }))
    .where('day', '=', hold.day)
    .where('slot_id', '=', hold.slot.id)
    .where('booked', '<', hold.slot.capacity)
    .executeTakeFirst();
  if (taken.numUpdatedRows !== 1n) throw new SlotFull(hold);
}

/** Gives one place of a slot back (never below none). */
async function givePlaceBack(trx: Transaction<Database>, day: string, slotId: string): Promise<void> {
  changes++;
  await trx
    .updateTable('delivery_slot_counts')
    .set((eb) => ({ booked: eb('booked', '-', 1) }))
    .where('day', '=', day)
    .where('slot_id', '=', slotId)
    .where('booked', '>', 0)
    .execute();
}

/** The order's promise changed (or was released) since it was read: the move is refused, not applied twice. */
export class BookingMovedMeanwhile extends Error {}

/**
 * Moves an order's promise to another slot inside one transaction. The booking is rewritten only
 * if it is still what the desk read (`from`: a slot, as soon as possible, or no promise at all), else
 * BookingMovedMeanwhile; then the new slot's place is taken by the conditional UPDATE (SlotFull if
 * none is left: the transaction rolls back and nothing changed) and the old slot's place goes back.
 * Locks are taken in one order everywhere (the booking, then the two counters by day and slot), so
 * two moves crossing between the same slots, or a move and a cancellation, wait for each other
 * instead of deadlocking.
 */
export async function moveBooking(
  trx: Transaction<Database>,
  orderId: string,
  from: OrderPromise | null,
  to: Extract<DeliveryHold, { kind: 'slot' }>,
  now: string,
): Promise<void> {
  const slot = { kind: 'slot' as const, day: to.day, slot_id: to.slot.id, starts: to.slot.starts, ends: to.slot.ends, promised_by: null };
  if (!from) {
    const inserted = await trx
      .insertInto('delivery_bookings')
      .values({ order_id: orderId, ...slot, created_at: now, released_at: null })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .executeTakeFirst();
    if (inserted.numInsertedOrUpdatedRows !== 1n) throw new BookingMovedMeanwhile();
  } else {
    let update = trx.updateTable('delivery_bookings').set(slot).where('order_id', '=', orderId).where('released_at', 'is', null);
    update =
      from.kind === 'slot'
        ? update.where('kind', '=', 'slot').where('day', '=', from.date).where('slot_id', '=', from.slotId)
        : update.where('kind', '=', 'asap').where('promised_by', '=', from.by);
    if ((await update.executeTakeFirst()).numUpdatedRows !== 1n) throw new BookingMovedMeanwhile();
  }
  const take = { key: bookedKey(to.day, to.slot.id), run: () => takePlace(trx, to) };
  const steps =
    from?.kind === 'slot'
      ? [take, { key: bookedKey(from.date, from.slotId), run: () => givePlaceBack(trx, from.date, from.slotId) }]
      : [take];
  for (const step of steps.sort((a, b) => a.key.localeCompare(b.key))) await step.run();
}

/** Gives back the place a cancelled order held in its slot, once (inside the cancellation's transaction). */
export async function releaseDelivery(trx: Transaction<Database>, orderId: string): Promise<void> {
  const released = await trx
    .updateTable('delivery_bookings')
    .set({ released_at: new Date().toISOString() })
    .where('order_id', '=', orderId)
    .where('released_at', 'is', null)
    .returning(['kind', 'day', 'slot_id'])
    .executeTakeFirst();
  if (released?.kind === 'slot' && released.slot_id !== null) await givePlaceBack(trx, released.day, released.slot_id);
}

/** What each of these orders was promised (orders placed without a promise are absent). */
export async function promisesOf(db: Executor, orderIds: readonly string[]): Promise<Map<string, OrderPromise>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('delivery_bookings')
    .selectAll()
    .where('order_id', 'in', [...orderIds])
    .execute();
  return new Map(rows.flatMap((row) => (promiseOf(row) ? [[row.order_id, promiseOf(row) as OrderPromise] as const] : [])));
}

function promiseOf(row: Selectable<DeliveryBookingsTable>): OrderPromise | null {
  if (row.kind === 'asap' && row.promised_by) return { kind: 'asap', by: row.promised_by };
  if (row.kind === 'slot' && row.slot_id && row.starts && row.ends) {
    return { kind: 'slot', date: row.day, slotId: row.slot_id, starts: row.starts, ends: row.ends };
  }
  return null;
}

/** When a promise falls due, to put a rider's orders in order: an ASAP order's time, a slot's start (India's time). */
export function dueAt(promise: OrderPromise | undefined): string {
  if (!promise) return '9999';
  return promise.kind === 'asap' ? promise.by : new Date(`${promise.date}T${promise.starts}:00+05:30`).toISOString();
}

function settingsOf(row: Selectable<DeliverySettingsTable>): DeliverySettings {
  return {
    asap: { enabled: Number(row.asap_enabled) === 1, promisedMinutes: Number(row.asap_minutes) },
    slots: JSON.parse(row.slots) as DeliverySlot[],
    daysAhead: Number(row.days_ahead),
    closures: JSON.parse(row.closures) as DeliveryClosure[],
    zones: JSON.parse(row.zones) as DeliveryZone[],
  };
}
