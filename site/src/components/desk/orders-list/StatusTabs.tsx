import { DELIVERY_STATUSES, deliveryStatusLabel, PAYMENT_STATUSES, paymentStatusLabel } from '@koolers/contracts/order-status';
import { fill, useWords } from '../../../lib/words.tsx';
import type { Filters, OrderPage } from '../desk-api.ts';

export type StatusKind = 'delivery' | 'paymentStatus';

/**
 * The delivery statuses as tabs, each with its count and an "all" tab, and the payment statuses as a
 * choice with their counts; both applied at once, the pressed tab and the chosen status the list's.
 */
export function StatusTabs({
  page,
  filters,
  onShow,
}: {
  page: OrderPage | null;
  filters: Filters;
  onShow: (kind: StatusKind, status: string) => void;
}) {
  const words = useWords('deskOrders');
  const total = page ? Object.values(page.counts.delivery).reduce((sum, count) => sum + count, 0) : 0;
  return (
    <>
      <ul className="desk-tabs" aria-label={words.ordersByDelivery}>
        <li>
          <button type="button" aria-pressed={filters.delivery === ''} onClick={() => onShow('delivery', '')}>
            {fill(words.allCount, { count: total })}
          </button>
        </li>
        {DELIVERY_STATUSES.map((status) => (
          <li key={status}>
            <button type="button" aria-pressed={filters.delivery === status} onClick={() => onShow('delivery', status)}>
              {deliveryStatusLabel(status)} ({page?.counts.delivery[status] ?? 0})
            </button>
          </li>
        ))}
      </ul>
      {/* Payment status is a filter, not a second row of tabs (UX review 2, problem 15): applied at once. */}
      <p className="field desk-payment-status">
        <label htmlFor="orders-payment-status">{words.paymentStatus}</label>
        <select id="orders-payment-status" value={filters.paymentStatus} onChange={(event) => onShow('paymentStatus', event.target.value)}>
          <option value="">{words.anyPayment}</option>
          {PAYMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {paymentStatusLabel(status)} ({page?.counts.payment[status] ?? 0})
            </option>
          ))}
        </select>
      </p>
    </>
  );
}
