import { DELIVERY_CHOICE_FIELD, type DeliveryChoice, type DeliveryPromiseView, slotLabel } from '@koolers/contracts/delivery';
import type { Language } from '@koolers/contracts/messages';
import type { Catalog } from '../catalog/catalog.ts';
import type { Db } from '../db/database.ts';
import { type AppError, appError } from '../http/app-error.ts';
import { addDays, inIndia } from '../time/india-time.ts';
import { bookedBetween, type DeliveryHold, readDeliverySettings, type SlotFull } from './delivery-repository.ts';
import { asapBy, deliveryPromise, nextSlot, type PromiseFacts, slotRefusal } from './promise.ts';
import { createPromiseCache } from './promise-cache.ts';

export type DeliveryDeps = { db: Db; catalog: Pick<Catalog, 'get'>; clock?: (() => Date) | undefined };

/**
 * The promise and the choice of delivery: what the shop shows before anything is paid, and what an
 * order placed now may ask for. The facts are read fresh each time (settings, Strapi's hours, the
 * places taken); the rules are promise.ts's.
 */
export function createDeliveryService(deps: DeliveryDeps) {
  const clock = deps.clock ?? (() => new Date());
  const promises = createPromiseCache(clock);

  async function facts(pincode?: string | null): Promise<PromiseFacts> {
    const now = clock();
    const [{ settings }, catalog] = await Promise.all([readDeliverySettings(deps.db), deps.catalog.get()]);
    const today = inIndia(now).date;
    const booked = settings.slots.length ? await bookedBetween(deps.db, today, addDays(today, settings.daysAhead)) : new Map();
    return { settings, hours: catalog.openingHours ?? [], booked, now, pincode };
  }

  /**
   * "Sorry, the 9–11 am slot tomorrow is now full. The next one is tomorrow 11 am–1 pm.": a 409
   * about the choice, the next slot in its details, worded in the shopper's language.
   */
  function refused(
    code: 'slot_full' | 'slot_closed' | 'asap_unavailable',
    known: PromiseFacts,
    asked?: { date: string; label: string },
    besides?: { date: string; slotId: string },
  ): AppError {
    const next = nextSlot(known, besides);
    const today = inIndia(known.now).date;
    const offered = next && { date: next.date, label: next.label };
    const details = { field: DELIVERY_CHOICE_FIELD, next };
    if (code === 'asap_unavailable' || !asked) return appError('asap_unavailable', 409, { next: offered, today }, details);
    const slot = { slot: asked.label, date: asked.date, today, next: offered };
    return code === 'slot_full' ? appError('slot_full', 409, slot, details) : appError('slot_closed', 409, slot, details);
  }

  return {
    /**
     * GET /api/delivery/promise: as soon as possible or the next slot, and the days' slots, in the
     * page's language (reused briefly: promise-cache.ts).
     */
    promise(pincode?: string | null, language: Language = 'en'): Promise<DeliveryPromiseView> {
      return promises.view(`${language}|${pincode ?? ''}`, async () => deliveryPromise(await facts(pincode), language));
    },

    /**
     * What an order placed now is promised. A slot must exist, be open (cut-off, closures, hours)
     * and not be full as read now (the order's transaction takes the place for good). `besides`:
     * the slot an order being moved is in, never offered as the next one. No choice
     * means as soon as possible when that is offered now, and otherwise no promise at all: the
     * checkout does not ask yet, and orders go on being taken as before.
     */
    async choose(
      choice: DeliveryChoice | undefined,
      pincode: string,
      besides?: { date: string; slotId: string },
    ): Promise<DeliveryHold | null> {
      const known = await facts(pincode);
      const today = inIndia(known.now).date;
      if (!choice || choice.kind === 'asap') {
        const by = asapBy(known);
        if (by) return { kind: 'asap', day: today, promisedBy: by.toISOString() };
        if (!choice) return null;
        throw refused('asap_unavailable', known);
      }
      const slot = known.settings.slots.find((candidate) => candidate.id === choice.slotId);
      if (!slot) throw appError('no_such_slot', 400, undefined, { field: DELIVERY_CHOICE_FIELD });
      const refusal = slotRefusal(known, choice.date, slot);
      const asked = { date: choice.date, label: slotLabel(slot.starts, slot.ends) };
      if (refusal) throw refused(refusal === 'full' ? 'slot_full' : 'slot_closed', known, asked, besides);
      return { kind: 'slot', day: choice.date, slot };
    },

    /** The 409 for a slot whose last place another order took first, with the next slot as it stands now. */
    async slotFull(error: SlotFull, pincode: string, besides?: { date: string; slotId: string }): Promise<AppError> {
      const { hold } = error;
      return refused('slot_full', await facts(pincode), { date: hold.day, label: slotLabel(hold.slot.starts, hold.slot.ends) }, besides);
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
