import type { AvailabilityView, DeskAvailabilityView } from '@koolers/contracts/availability';
import { type Actor, recordAudit } from '../audit/audit-log.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { findItem } from '../catalog/catalog-snapshot.ts';
import type { Db } from '../db/database.ts';
import { appError } from '../http/app-error.ts';
import { indiaDate } from '../invoices/numbering.ts';
import { deleteSoldOut, findSoldOut, insertSoldOut } from './availability-repository.ts';
import { soldOutSet } from './sold-out-today.ts';

/**
 * Staff mark what ran out today, and back; the shop reads the list. The state is the commerce API's
 * (operational, changed many times a day by staff, read by the server that refuses the sale), not
 * Strapi's content: a sell-out needs no publish, no rebuild and no editor account.
 */
export function createAvailabilityService(deps: { db: Db; catalog: Pick<Catalog, 'get'> }) {
  const { db } = deps;
  return {
    async today(now = new Date()): Promise<AvailabilityView> {
      const day = indiaDate(now);
      return { day, soldOut: await findSoldOut(db, day) };
    },

    /** Every item of the catalogue, koolers first, each with its sizes, and whether it is sold out today. */
    async forDesk(now = new Date()): Promise<DeskAvailabilityView> {
      const day = indiaDate(now);
      const [catalog, lines] = await Promise.all([deps.catalog.get(), findSoldOut(db, day)]);
      const soldOut = soldOutSet(lines);
      const order = { kooler: 0, 'diet-drink': 1, product: 2 } as const;
      const items = [...catalog.items.values()]
        .sort((a, b) => order[a.kind] - order[b.kind] || a.name.localeCompare(b.name, 'en'))
        .map((item) => ({
          ref: item.ref,
          name: item.name,
          kind: item.kind,
          soldOut: item.sizes.size === 0 && soldOut.has(item.ref, null),
          sizes: [...item.sizes.keys()].map((label) => ({ label, soldOut: soldOut.has(item.ref, label) })),
        }));
      return { day, items };
    },

    /** Marks an item (or one size of it) sold out today, or back on sale; each change is audited. */
    async mark(actor: Actor, change: { ref: string; size: string | null; soldOut: boolean }, now = new Date()): Promise<void> {
      const item = findItem(await deps.catalog.get(), change.ref);
      if (!item || item.ref !== change.ref) throw appError('not_found.item', 404);
      const sized = item.sizes.size > 0;
      if (sized && (change.size === null || !item.sizes.has(change.size))) {
        throw appError('unknown_size', 400, { item: item.name, sizes: [...item.sizes.keys()] });
      }
      const size = sized ? change.size : null;
      const day = indiaDate(now);
      await db.transaction().execute(async (trx) => {
        const changed = change.soldOut
          ? await insertSoldOut(trx, { ref: item.ref, size, day, at: now.toISOString(), by: actor.email })
          : await deleteSoldOut(trx, { ref: item.ref, size, day });
        if (!changed) return;
        await recordAudit(trx, actor, {
          action: change.soldOut ? 'availability.sold-out' : 'availability.back',
          targetType: 'item',
          targetId: size ? `${item.ref} (${size})` : item.ref,
          before: { soldOut: !change.soldOut, day },
          after: { soldOut: change.soldOut, day },
        });
      });
    },
  };
}
