import type { DeskCustomerSummary } from '@koolers/contracts/orders';
import { useEffect, useState } from 'react';
import { formatPaise } from '../../../lib/format.ts';
import { useWords } from '../../../lib/words.tsx';
import { desk } from '../desk-api.ts';
import { atTime } from '../desk-time.ts';
import { StatusBadge } from '../StatusBadges.tsx';

/**
 * Who the customer is to the shop, as Shopify's customer card shows it: how many orders, what they
 * spent (paid or collected in cash, less refunds), and their latest other orders, each a link.
 */
export function CustomerHistory({ orderId }: { orderId: string }) {
  const words = useWords('deskOrders');
  const [summary, setSummary] = useState<DeskCustomerSummary | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    void desk.customer(orderId).then((result) => {
      if (!current) return;
      if (result.ok) setSummary(result.data);
      else setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [orderId]);

  if (failed) return <p>{words.otherOrdersFailed}</p>;
  if (!summary) return <p role="status">{words.loadingOtherOrders}</p>;
  return (
    <>
      <h3>{words.theirOrders}</h3>
      <dl>
        <dt>{words.orders}</dt>
        <dd>{summary.orderCount}</dd>
        <dt>{words.totalSpent}</dt>
        <dd>{formatPaise(summary.totalSpentPaise)}</dd>
      </dl>
      {summary.otherOrders.length === 0 ? (
        <p>{words.firstOrder}</p>
      ) : (
        <ul className="desk-customer-orders" aria-label={words.otherOrders}>
          {summary.otherOrders.map((other) => (
            <li key={other.id}>
              <a className="order-number" href={`/admin-dashboard/orders/${encodeURIComponent(other.id)}`}>
                {other.number}
              </a>{' '}
              {atTime(other.createdAt)} · {formatPaise(other.totalPaise)} <StatusBadge kind="payment" status={other.paymentStatus} />{' '}
              <StatusBadge kind="delivery" status={other.deliveryStatus} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
