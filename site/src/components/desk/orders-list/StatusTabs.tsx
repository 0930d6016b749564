import { DELIVERY_STATUSES, deliveryStatusLabel, PAYMENT_STATUSES, paymentStatusLabel } from '@koolers/contracts/order-status';
import type { Filters, OrderPage } from '../desk-api.ts';

export type StatusKind = 'delivery' | 'paymentStatus';

/**
 * Two rows of tabs, one per status (delivery, then payment), each with its count and an "all" tab,
 * applied at once; the pressed ones are the list's.
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
  const total = page ? Object.values(page.counts.delivery).reduce((sum, count) => sum + count, 0) : 0;
  return (
    <>
      <ul className="desk-tabs" aria-label="Orders by delivery">
        <li>
          <button type="button" aria-pressed={filters.delivery === ''} onClick={() => onShow('delivery', '')}>
            All ({total})
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
      <ul className="desk-tabs" aria-label="Orders by payment">
        <li>
          <button type="button" aria-pressed={filters.paymentStatus === ''} onClick={() => onShow('paymentStatus', '')}>
            Any payment
          </button>
        </li>
        {PAYMENT_STATUSES.map((status) => (
          <li key={status}>
            <button type="button" aria-pressed={filters.paymentStatus === status} onClick={() => onShow('paymentStatus', status)}>
              {paymentStatusLabel(status)} ({page?.counts.payment[status] ?? 0})
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
