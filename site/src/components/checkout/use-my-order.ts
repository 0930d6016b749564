import { useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';
import type { OrderView } from '../../lib/orders.ts';
import { type OrderAccess, orderApiOptions, orderApiPath } from './order-access.ts';

export type MyOrder =
  | { state: 'loading' }
  | { state: 'signed-out' }
  | { state: 'missing' }
  | { state: 'error'; message: string }
  | { state: 'found'; order: OrderView };

/**
 * One of the logged-in customer's own orders, or the order a guest's link key opens; anybody else's
 * is simply not found.
 */
export function useMyOrder(orderId: string | null, access: OrderAccess = {}): [MyOrder, (order: OrderView) => void] {
  const [state, setState] = useState<MyOrder>({ state: 'loading' });
  const { orderKey } = access;
  useEffect(() => {
    if (!orderId) {
      setState({ state: 'missing' });
      return;
    }
    api.get<OrderView>(orderApiPath(orderId, { orderKey }), orderApiOptions({ orderKey })).then((result) => {
      if (result.ok) setState({ state: 'found', order: result.data });
      else if (result.status === 401) setState({ state: 'signed-out' });
      else if (result.status === 404) setState({ state: 'missing' });
      else setState({ state: 'error', message: result.message });
    });
  }, [orderId, orderKey]);
  return [state, (order) => setState({ state: 'found', order })];
}
