import { randomUUID } from 'node:crypto';
import type { OrderPromise } from '@koolers/contracts/delivery';
import type { DeliveryStatus } from '@koolers/contracts/order-status';
import { type Actor, recordAudit } from '../../audit/audit-log.ts';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { BookingMovedMeanwhile, moveBooking, SlotFull } from '../../delivery/delivery-repository.ts';
import { createDeliveryService } from '../../delivery/delivery-service.ts';
import { appError } from '../../http/app-error.ts';
import { appendChange } from '../../live/change-feed.ts';
import type { OutboxSender } from '../../notifications/outbox.ts';
import { findOrder } from '../order-repository.ts';
import { publishOrderEvent } from '../order-subscriptions.ts';
import { findDeskOrder } from './desk-order-detail.ts';

/** Until the rider leaves, the time can change; after that (or once it is over) it is what happened. */
const MOVABLE: ReadonlySet<DeliveryStatus> = new Set(['unconfirmed', 'confirmed']);

type Deps = {
  db: Db;
  catalog: Pick<Catalog, 'get'>;
  config: Pick<Config, 'mail' | 'siteOrigin'> & Partial<Pick<Config, 'messaging' | 'staffSecretKey'>>;
  outbox: Pick<OutboxSender, 'nudge'>;
  clock?: (() => Date) | undefined;
};

/**
 * Staff move an order to another slot (a rider short, a customer who phoned): the slot is checked
 * as a shopper's choice is (open, before its cut-off, not closed for the order's pincode, not full),
 * the place moves in one transaction (moveBooking), and the customer is emailed the new time. The
 * audit log keeps the promise before and after.
 */
export function createDeskSlotMoveService(deps: Deps) {
  const { db } = deps;
  const delivery = createDeliveryService(deps);
  const clock = deps.clock ?? (() => new Date());

  return {
    async move(actor: Actor, orderId: string, choice: { date: string; slotId: string }) {
      const order = await findOrder(db, orderId);
      if (!order) throw appError('not_found.order', 404);
      if (!MOVABLE.has(order.deliveryStatus)) throw appError('not_movable', 409);
      const from = order.promised ? promiseOnly(order.promised) : null;
      if (from?.kind === 'slot' && from.date === choice.date && from.slotId === choice.slotId) {
        throw appError('same_slot', 409);
      }
      const pincode = order.customerDetails.pincode ?? '';
      // A full, closed or unknown slot is refused here with the next one named, as at checkout.
      const own = from?.kind === 'slot' ? { date: from.date, slotId: from.slotId } : undefined;
      const hold = await delivery.choose({ kind: 'slot', ...choice }, pincode, own);
      if (hold?.kind !== 'slot') throw new Error('a slot chosen answers a slot');
      const at = clock().toISOString();
      try {
        await db.transaction().execute(async (trx) => {
          await moveBooking(trx, orderId, from, hold, at);
          // The customer's email with the new time, queued with the move.
          await publishOrderEvent(trx, deps, { type: 'order.slot-moved', orderId, moveId: randomUUID() });
          await recordAudit(trx, actor, {
            action: 'order.slot-moved',
            targetType: 'order',
            targetId: orderId,
            before: { promised: from },
            after: { promised: { kind: 'slot', date: hold.day, slotId: hold.slot.id, starts: hold.slot.starts, ends: hold.slot.ends } },
          });
          await appendChange(trx, { topic: 'order', subjectId: orderId, kind: 'slot-moved' });
        });
      } catch (error) {
        // Another order took the last place meanwhile: the same 409 as checkout's, with the next slot as it stands now.
        if (error instanceof SlotFull) throw await delivery.slotFull(error, pincode, own);
        if (error instanceof BookingMovedMeanwhile) throw appError('changed_meanwhile.order', 409);
        throw error;
      }
      deps.outbox.nudge();
      const moved = await findDeskOrder(db, orderId);
      return { message: `Moved to ${moved?.promised?.words ?? 'the new slot'}. The customer is emailed the new time.`, order: moved };
    },
  };
}

/** The promise as stored, without the words the view adds. */
function promiseOnly(promised: OrderPromise & { words: string }): OrderPromise {
  return promised.kind === 'asap'
    ? { kind: 'asap', by: promised.by }
    : { kind: 'slot', date: promised.date, slotId: promised.slotId, starts: promised.starts, ends: promised.ends };
}
