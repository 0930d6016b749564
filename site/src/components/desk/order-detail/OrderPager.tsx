import type { DeskOrderNeighbours } from '@koolers/contracts/orders';
import { useEffect, useState } from 'react';
import { useWords } from '../../../lib/words.tsx';
import { desk } from '../desk-api.ts';
import { fillNodes } from '../fill-nodes.tsx';

/**
 * Back to the list the order was opened from (its filters, search and page), and the orders
 * before and after this one in that list, so staff go through a tab's orders without returning to it.
 */
export function OrderPager({ orderId, listQuery }: { orderId: string; listQuery: string }) {
  const words = useWords('deskOrders');
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
    <nav className="desk-pager no-print" aria-label={words.ordersInThisList}>
      <a href={`/admin-dashboard${listQuery}`}>{words.backToOrders}</a>
      {around?.previous && (
        <a href={href(around.previous.id)} rel="prev">
          {fillNodes(words.previousOrder, { number: <span className="order-number">{around.previous.number}</span> })}
        </a>
      )}
      {around?.next && (
        <a href={href(around.next.id)} rel="next">
          {fillNodes(words.nextOrder, { number: <span className="order-number">{around.next.number}</span> })}
        </a>
      )}
    </nav>
  );
}
