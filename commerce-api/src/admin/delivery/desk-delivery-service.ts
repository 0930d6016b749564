import type { DeliverySettings, DeskDeliverySettings } from '@koolers/contracts/delivery';
import type { Actor } from '../../audit/audit-log.ts';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Db } from '../../db/database.ts';
import { readDeliverySettings, replaceDeliverySettings } from '../../delivery/delivery-repository.ts';
import { type OwnerSettings, replaceOwnerSettings } from '../owner-settings.ts';

export const DELIVERY_CHANGED_MEANWHILE =
  'Someone changed the delivery settings while you were editing them. Reload to see their change, then make yours again.';

/** The delivery settings as owners' settings: one versioned row, audited as 'delivery_settings.update'. */
const DELIVERY_SETTINGS: OwnerSettings<DeliverySettings> = {
  read: readDeliverySettings,
  write: replaceDeliverySettings,
  audit: { targetId: 'delivery', action: 'delivery_settings.update' },
  changedMeanwhile: { code: 'settings_changed', message: DELIVERY_CHANGED_MEANWHILE },
};

/**
 * The delivery settings at the desk: everyone sees them (to answer a shopper who asks when it
 * arrives); owners change them, each change in the audit log with the settings before and after.
 * The opening hours are shown beside them from Strapi, where editors keep them.
 */
export function createDeskDeliveryService(deps: { db: Db; catalog: Pick<Catalog, 'get'> }) {
  const { db } = deps;
  return {
    async read(): Promise<DeskDeliverySettings> {
      const [stored, catalog] = await Promise.all([readDeliverySettings(db), deps.catalog.get()]);
      return { ...stored, openingHours: [...(catalog.openingHours ?? [])] };
    },

    /** Replaces the settings read at `version`; a change someone made since is refused (409), not overwritten. */
    async replace(actor: Actor, change: { version: number; settings: DeliverySettings }): Promise<void> {
      await replaceOwnerSettings(db, actor, DELIVERY_SETTINGS, change);
    },
  };
}
