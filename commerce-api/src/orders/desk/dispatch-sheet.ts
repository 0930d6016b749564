import { type OrderPromise, orderPromiseWords } from '@koolers/contracts/delivery';
import { formatOrderNumber } from '@koolers/contracts/order-number';
import type { Db } from '../../db/database.ts';
import { dueAt, promisesOf } from '../../delivery/delivery-repository.ts';

/**
 * The morning's dispatch sheet: every order confirmed and not yet out for delivery (an order confirmed
 * yesterday and not sent still goes today), grouped by when it was promised: "As soon as possible",
 * then each slot on its day ("Tue 1 Dec, 9–11 am"), the group due first first, and the orders
 * placed without a promise last. Riders leave per slot; within a slot, the orders go by pincode for
 * the round, the one due first first. Each row has what the rider needs: name, phone, address,
 * items, when it was promised, and the cash to collect for cash on delivery.
 */
export async function dispatchSheet(db: Db) {
  const orders = await db
    .selectFrom('orders')
    .select([
      'id',
      'number',
      'payment_status',
      'customer_name',
      'customer_phone',
      'customer_address',
      'customer_pincode',
      'payment_method',
      'total_paise',
      'created_at',
    ])
    .where('delivery_status', '=', 'confirmed')
    .orderBy('created_at')
    .orderBy('number')
    .execute();
  const promises = await promisesOf(
    db,
    orders.map((order) => order.id),
  );
  // Due first first: a group appears where its first order is due (an ASAP order by its time, a slot
  // by its start); within a group, by pincode, then due, then placed (by number: two orders placed in
  // the same millisecond keep the order they were numbered in).
  const due = (order: (typeof orders)[number]) => dueAt(promises.get(order.id));
  const placed = (a: (typeof orders)[number], b: (typeof orders)[number]) =>
    a.created_at.localeCompare(b.created_at) || Number(a.number) - Number(b.number);
  orders.sort((a, b) => due(a).localeCompare(due(b)) || placed(a, b));
  const byGroup = new Map<string, (typeof orders)[number][]>();
  for (const order of orders) {
    const key = slotGroupOf(promises.get(order.id)).key;
    const members = byGroup.get(key);
    if (members) members.push(order);
    else byGroup.set(key, [order]);
  }
  for (const members of byGroup.values()) {
    members.sort(
      (a, b) => (a.customer_pincode ?? '').localeCompare(b.customer_pincode ?? '') || due(a).localeCompare(due(b)) || placed(a, b),
    );
  }
  const lines = orders.length
    ? await db
        .selectFrom('order_lines')
        .select(['order_id', 'name', 'size', 'quantity'])
        .where(
          'order_id',
          'in',
          orders.map((order) => order.id),
        )
        .orderBy('id')
        .execute()
    : [];

  const groups: DispatchGroup[] = [...byGroup.values()].map((members) => {
    const { key, heading } = slotGroupOf(promises.get(members[0]?.id ?? ''));
    const rows = members.map((order) => {
      const collectPaise = order.payment_status === 'cash_due' ? Number(order.total_paise) : 0;
      const promised = promises.get(order.id) ?? null;
      return {
        id: order.id,
        number: formatOrderNumber(Number(order.number)),
        name: order.customer_name,
        phone: order.customer_phone,
        address: order.customer_address,
        pincode: order.customer_pincode ?? '',
        paymentMethod: order.payment_method,
        collectPaise,
        placedAt: order.created_at,
        promised,
        promisedWords: promised ? orderPromiseWords(promised) : null,
        items: lines
          .filter((line) => line.order_id === order.id)
          .map((line) => ({ name: line.name, size: line.size, quantity: Number(line.quantity) })),
      };
    });
    return { slot: key, heading, collectPaise: rows.reduce((sum, row) => sum + row.collectPaise, 0), orders: rows };
  });
  return {
    generatedAt: new Date().toISOString(),
    orders: orders.length,
    collectPaise: groups.reduce((sum, group) => sum + group.collectPaise, 0),
    groups,
  };
}

/** One heading of the sheet: `slot` is 'asap', 'YYYY-MM-DD|slotId' or 'none'. */
type DispatchGroup = { slot: string; heading: string; collectPaise: number; orders: unknown[] };

/** The group an order goes in: as soon as possible, a slot on its day, or no time promised. */
function slotGroupOf(promise: OrderPromise | undefined): { key: string; heading: string } {
  if (!promise) return { key: 'none', heading: 'No time promised' };
  if (promise.kind === 'asap') return { key: 'asap', heading: 'As soon as possible' };
  return { key: `${promise.date}|${promise.slotId}`, heading: orderPromiseWords(promise) };
}
