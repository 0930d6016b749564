import type { DeskOrderNeighbours } from '@koolers/contracts/orders';
import { useEffect, useState } from 'react';
import { desk } from '../desk-api.ts';
import { DESK } from '../desk-messages.ts';

/**
 * Back to the list the order was opened from (its filters, search and page), and the orders
 * before and after this one in that list, so staff go through a tab's orders without returning to it.
 */
export function OrderPager({ orderId, listQuery }: { orderId: string; listQuery: string }) {
  const [around, setAround] = useState<DeskOrderNeighbours | null>(null);
  useEffect(() => {
    let current = true;
    void desk.neighbours(orderId, listQuery).then((result) => {
      if (current && result.ok) setAround(result.data);
    });
    return () => {
      current = false;
    };
  }, [orderId, listQuery]);

  const href = (id: string) => `/admin-dashboard/orders/${encodeURIComponent(id)}${listQuery}`;
  return (
    <nav className="desk-pager no-print" aria-label="Orders in this list">
      <a href={`/admin-dashboard${listQuery}`}>{DESK.backToOrders}</a>
      {around?.previous && (
        <a href={href(around.previous.id)} rel="prev">
          ← Previous order <span className="order-number">{around.previous.number}</span>
        </a>
      )}
      {around?.next && (
        <a href={href(around.next.id)} rel="next">
          Next order <span className="order-number">{around.next.number}</span> →
        </a>
      )}
    </nav>
  );
}
