import type { DeliverySettings, DeskDeliverySettings } from '@koolers/contracts/delivery';
import type { Actor } from '../audit/audit-log.ts';
import { amendOwnerSettings, type OwnerSettings, replaceOwnerSettings } from '../audit/owner-settings.ts';
import type { Catalog } from '../catalog/catalog.ts';
import type { Db } from '../db/database.ts';
import { appError } from '../http/app-error.ts';
import { inIndia } from '../time/india-time.ts';
import { readDeliverySettings, replaceDeliverySettings } from './delivery-repository.ts';

export const DELIVERY_CHANGED_MEANWHILE =
  'Someone changed the delivery settings while you were editing them. Reload to see their change, then make yours again.';

/** The delivery settings as owners' settings: one versioned row, audited as 'delivery_settings.update'. */
const DELIVERY_SETTINGS: OwnerSettings<DeliverySettings> = {
  read: readDeliverySettings,
  write: replaceDeliverySettings,
  audit: { targetId: 'delivery', action: 'delivery_settings.update' },
  changedMeanwhile: { code: 'settings_changed', message: DELIVERY_CHANGED_MEANWHILE },
};

/** The note a day closed in one step carries, for the team reading the closures. */
export const CLOSED_FOR_THE_DAY = 'Closed for the rest of the day';

/** What to close for the rest of today: everything, or one slot, one pincode, or one slot in one pincode. */
export type RestOfDay = { slotId: string | null; pincode: string | null };

/** Whether a closure already on `date` covers `part` (a whole-day closure covers every part). */
const covered = (settings: DeliverySettings, date: string, part: RestOfDay) =>
  settings.closures.some(
    (closure) =>
      closure.date === date &&
      (closure.slotId === null || closure.slotId === part.slotId) &&
      (closure.pincode === null || closure.pincode === part.pincode),
  );

/**
 * The delivery settings at the desk: everyone sees them (to answer a shopper who asks when it
 * arrives); owners change them, each change in the audit log with the settings before and after.
 * The opening hours are shown beside them from Strapi, where editors keep them.
 */
export function createDeskDeliveryService(deps: { db: Db; catalog: Pick<Catalog, 'get'>; clock?: (() => Date) | undefined }) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());
  return {
    async read(): Promise<DeskDeliverySettings> {
      const [stored, catalog] = await Promise.all([readDeliverySettings(db), deps.catalog.get()]);
      return { ...stored, openingHours: [...(catalog.openingHours ?? [])] };
    },

    /** Replaces the settings read at `version`; a change someone made since is refused (409), not overwritten. */
    async replace(actor: Actor, change: { version: number; settings: DeliverySettings }): Promise<void> {
      await replaceOwnerSettings(db, actor, DELIVERY_SETTINGS, change);
    },

    /**
     * Closes the rest of India's today in one step (rain, riders gone home): the whole day stops as
     * soon as possible and every slot still open today, so the promise moves on to the next open
     * time at once; `part` closes only one slot, one pincode (a flooded road), or a slot there.
     * Orders already placed keep their promise. What is closed already is a 409 that says so
     * (nothing to log); a slot the settings do not have is a 400.
     */
    async closeRestOfDay(actor: Actor, part: RestOfDay = { slotId: null, pincode: null }): Promise<void> {
      const today = inIndia(clock()).date;
      const whole = part.slotId === null && part.pincode === null;
      await amendOwnerSettings(db, actor, DELIVERY_SETTINGS, 'delivery_settings.close_day', (current) => {
        if (part.slotId !== null && !current.slots.some((slot) => slot.id === part.slotId)) {
          throw appError('unknown_slot', 400, undefined, { field: 'slotId' });
        }
        if (covered(current, today, part)) throw appError(whole ? 'already_closed.day' : 'already_closed.part', 409);
        return { ...current, closures: [...current.closures, { date: today, ...part, note: CLOSED_FOR_THE_DAY }] };
      });
    },
  };
}
