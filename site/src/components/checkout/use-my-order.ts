import { useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';
import type { OrderView } from '../../lib/orders.ts';

export type MyOrder =
  | { state: 'loading' }
  | { state: 'signed-out' }
  | { state: 'missing' }
  | { state: 'error'; message: string }
  | { state: 'found'; order: OrderView };

/** One of the logged-in customer's own orders; anybody else's is simply not found. */
export function useMyOrder(orderId: string | null): [MyOrder, (order: OrderView) => void] {
  const [state, setState] = useState<MyOrder>({ state: 'loading' });
  useEffect(() => {
    if (!orderId) {
      setState({ state: 'missing' });
      return;
    }
    api.get<OrderView>(`/me/orders/${encodeURIComponent(orderId)}`).then((result) => {
      if (result.ok) setState({ state: 'found', order: result.data });
      else if (result.status === 401) setState({ state: 'signed-out' });
      else if (result.status === 404) setState({ state: 'missing' });
      else setState({ state: 'error', message: result.message });
    });
  }, [orderId]);
  return [state, (order) => setState({ state: 'found', order })];
}
