import { useEffect, useState } from 'react';
import { deliveryPromise } from '../../lib/delivery-promise.ts';

/** "Arrives today by 4:35 pm" under the cart's amounts: the server's promise for this moment (nothing while unknown). */
export function DeliveryPromiseNote() {
  const [headline, setHeadline] = useState<string | null>(null);
  useEffect(() => {
    void deliveryPromise().then((view) => setHeadline(view?.headline ?? null));
  }, []);
  return headline ? <p className="cart-promise">{headline}</p> : null;
}
