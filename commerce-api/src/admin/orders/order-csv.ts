import { paiseAsDecimal } from '@koolers/contracts/money';
import { DELIVERY_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '@koolers/contracts/order-status';
import type { Response } from 'express';
import type { Db } from '../../db/database.ts';
import { csvRow } from '../../http/csv.ts';
import type { OrderFilters } from '../../orders/desk/desk-order-filters.ts';
import { listDeskOrders } from '../../orders/desk/desk-order-list.ts';
import { orderCsvExtras } from '../../orders/desk/desk-order-reads.ts';
import { indiaDateTime } from '../../time/india-time.ts';

const BOM = '\uFEFF';
const PAGE = 500;
const HEADER = [
  'Order number',
  'Order ID',
  'Placed at (IST)',
  'Customer',
  'Email',
  'Phone',
  'Address',
  'Pincode',
  'Items',
  'Payment method',
  'Payment status',
  'Delivery status',
  'Total (₹)',
  'Refunded (₹)',
  'Razorpay payment ID',
];

const rupees = paiseAsDecimal;

/**
 * Streams the filtered list as CSV (UTF-8 with a byte-order mark, so Excel reads ₹ and names in
 * any script), a page of orders at a time: memory stays flat whatever the number of orders, and a
 * slow download pauses the reading (backpressure).
 */
export async function streamOrdersCsv(db: Db, filters: OrderFilters, res: Response): Promise<void> {
  res.status(200);
  res.set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="koolers-orders-${new Date().toISOString().slice(0, 10)}.csv"`,
    'Cache-Control': 'no-store',
  });
  await write(res, BOM + csvRow(HEADER));
  let cursor: string | undefined;
  do {
    const page = await listDeskOrders(db, filters, { cursor, limit: PAGE });
    const ids = page.orders.map((order) => order.id);
    const details = ids.length ? await orderCsvExtras(db, ids) : [];
    const extra = new Map(details.map((row) => [row.id, row]));
    let chunk = '';
    for (const order of page.orders) {
      const items = order.lines.map((line) => `${line.quantity} × ${line.name}${line.size ? ` (${line.size})` : ''}`).join('; ');
      chunk += csvRow([
        order.number,
        order.id,
        indiaDateTime(new Date(order.createdAt)),
        order.customer.name,
        order.customer.email,
        order.customer.phone,
        extra.get(order.id)?.customer_address ?? '',
        order.pincode,
        items,
        order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Razorpay',
        PAYMENT_STATUS_LABELS[order.paymentStatus],
        DELIVERY_STATUS_LABELS[order.deliveryStatus],
        rupees(order.totalPaise),
        rupees(order.refundedPaise),
        extra.get(order.id)?.razorpay_payment_id ?? '',
      ]);
    }
    if (chunk) await write(res, chunk);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && !res.destroyed);
  res.end();
}

/** Resolves when the text may be followed by more: at once, or when the buffer drained (or the client left). */
function write(res: Response, text: string): Promise<void> {
  return new Promise((resolve) => {
    if (res.destroyed || res.write(text)) return resolve();
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.once('drain', done);
    res.once('close', done);
  });
}
