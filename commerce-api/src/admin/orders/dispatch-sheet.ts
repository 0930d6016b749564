import { orderPromiseWords } from '@koolers/contracts/delivery';
import { formatOrderNumber } from '@koolers/contracts/order-number';
import type { Db } from '../../db/database.ts';
import { dueAt, promisesOf } from '../../delivery/delivery-repository.ts';

/**
 * The morning's dispatch sheet: every order confirmed and not yet out for delivery (an order confirmed
 * yesterday and not sent still goes today), grouped by pincode for the delivery rounds, with what
 * the rider needs: name, phone, address, items, when it was promised, and the cash to collect for
 * cash on delivery. Within a pincode, the orders due first come first (an ASAP order by its time, a
 * slot by its start; orders placed without a promise last, oldest first).
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
    .orderBy('customer_pincode')
    .orderBy('created_at')
    .execute();
  const promises = await promisesOf(
    db,
    orders.map((order) => order.id),
  );
  orders.sort(
    (a, b) =>
      (a.customer_pincode ?? '').localeCompare(b.customer_pincode ?? '') ||
      dueAt(promises.get(a.id)).localeCompare(dueAt(promises.get(b.id))) ||
      a.created_at.localeCompare(b.created_at),
  );
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

  const groups = new Map<string, { pincode: string; orders: unknown[]; collectPaise: number }>();
  for (const order of orders) {
    const pincode = order.customer_pincode ?? 'No pincode';
    let group = groups.get(pincode);
    if (!group) {
      group = { pincode, orders: [], collectPaise: 0 };
      groups.set(pincode, group);
    }
    const collectPaise = order.payment_status === 'cash_due' ? Number(order.total_paise) : 0;
    const promised = promises.get(order.id) ?? null;
    group.collectPaise += collectPaise;
    group.orders.push({
      id: order.id,
      number: formatOrderNumber(Number(order.number)),
      name: order.customer_name,
      phone: order.customer_phone,
      address: order.customer_address,
      paymentMethod: order.payment_method,
      collectPaise,
      placedAt: order.created_at,
      promised,
      promisedWords: promised ? orderPromiseWords(promised) : null,
      items: lines
        .filter((line) => line.order_id === order.id)
        .map((line) => ({ name: line.name, size: line.size, quantity: Number(line.quantity) })),
    });
  }
  const sheet = [...groups.values()];
  return {
    generatedAt: new Date().toISOString(),
    orders: orders.length,
    collectPaise: sheet.reduce((sum, group) => sum + group.collectPaise, 0),
    groups: sheet,
  };
}
