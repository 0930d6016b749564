import { useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';
import type { OrderView } from '../../lib/orders.ts';
import { type OrderAccess, orderApiOptions, orderApiPath, orderKeyFromLocation } from './order-access.ts';

export type MyOrder =
  | { state: 'loading' }
  | { state: 'signed-out' }
  | { state: 'missing' }
  | { state: 'error'; message: string }
  | { state: 'found'; order: OrderView };

/**
 * The order this page's address names (`orderIdOf` reads it from `location`): one of the logged-in
 * customer's own orders, or the order a guest's link key (`#key=…`) opens; anybody else's is simply
 * not found. The address is read after hydration, so the server's HTML and the first render agree.
 */
export function useOrderOfThisPage(orderIdOf: (address: Location) => string | null): { found: MyOrder; access: OrderAccess } {
  const [found, setFound] = useState<MyOrder>({ state: 'loading' });
  const [access, setAccess] = useState<OrderAccess>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is read once, on arrival
  useEffect(() => {
    const orderId = orderIdOf(location);
    const opened = { orderKey: orderKeyFromLocation() };
    setAccess(opened);
    if (!orderId) {
      setFound({ state: 'missing' });
      return;
    }
    api.get<OrderView>(orderApiPath(orderId, opened), orderApiOptions(opened)).then((result) => {
      if (result.ok) setFound({ state: 'found', order: result.data });
      else if (result.status === 401) setFound({ state: 'signed-out' });
      else if (result.status === 404) setFound({ state: 'missing' });
      else setFound({ state: 'error', message: result.message });
    });
  }, []);
  return { found, access };
}
