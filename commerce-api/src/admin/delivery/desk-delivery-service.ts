import type { DeliverySettings, DeskDeliverySettings } from '@koolers/contracts/delivery';
import { type Actor, recordAudit } from '../../audit/audit-log.ts';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Db } from '../../db/database.ts';
import { readDeliverySettings, replaceDeliverySettings } from '../../delivery/delivery-repository.ts';
import { AppError } from '../../http/app-error.ts';

export const DELIVERY_CHANGED_MEANWHILE =
  'Someone changed the delivery settings while you were editing them. Reload to see their change, then make yours again.';

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
      await db.transaction().execute(async (trx) => {
        const before = await readDeliverySettings(trx);
        const replaced = await replaceDeliverySettings(trx, { ...change, at: new Date().toISOString(), by: actor.email });
        if (!replaced) throw new AppError('settings_changed', DELIVERY_CHANGED_MEANWHILE, 409);
        await recordAudit(trx, actor, {
          action: 'delivery_settings.update',
          targetType: 'settings',
          targetId: 'delivery',
          before: before.settings,
          after: change.settings,
        });
      });
    },
  };
}
