import { useEffect, useState } from 'react';
import { api, isServerTrouble, troubleMessage } from '../../lib/api.ts';
import { formatPaise } from '../../lib/format.ts';
import { fill, useLanguage, useWords } from '../../lib/words.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { datesIn } from './dates.ts';

type Offered = { id: string; number: string; placedAt: string; totalPaise: number };

/**
 * "One customer" (issue 36): orders placed with the account's verified number without an account
 * (as a guest, or on the phone with the shop). They are only offered: the customer ticks the ones
 * that are theirs and confirms; nothing joins the account by itself.
 */
export function PhoneOrdersOffer({ onAdded }: { onAdded: () => void }) {
  const words = useWords('account');
  const language = useLanguage();
  const [offered, setOffered] = useState<Offered[]>([]);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');
  const [added, setAdded] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<{ orders: Offered[] }>('/me/phone/orders', { signal: controller.signal })
      .then((result) => {
        if (result.ok) setOffered(result.data.orders);
      })
      .catch(() => {});
    return () => controller.abort();
  }, []);

  async function add() {
    if (busy || chosen.size === 0) return;
    setBusy(true);
    setAlert('');
    const result = await api.post<{ attached: number; orders: Offered[] }>('/me/phone/orders/attach', { orderIds: [...chosen] });
    setBusy(false);
    if (!result.ok) {
      setAlert(isServerTrouble(result) ? troubleMessage(result, words.serverError) : result.message);
      return;
    }
    setOffered(result.data.orders);
    setChosen(new Set());
    setAdded(fill(result.data.attached === 1 ? words.ordersAddedOne : words.ordersAddedOther, { count: result.data.attached }));
    onAdded();
  }

  if (offered.length === 0) return <FormAlert tone="success" message={added} />;
  return (
    <section className="form" aria-labelledby="phone-orders-title">
      <h3 id="phone-orders-title">{words.ordersWithYourNumber}</h3>
      <p>{words.ordersWithYourNumberText}</p>
      <FormAlert message={alert} />
      <ul className="order-history__list">
        {offered.map((order) => (
          <li key={order.id}>
            <label>
              <input
                type="checkbox"
                checked={chosen.has(order.id)}
                onChange={(event) => {
                  const next = new Set(chosen);
                  if (event.target.checked) next.add(order.id);
                  else next.delete(order.id);
                  setChosen(next);
                }}
              />{' '}
              {fill(words.offeredOrder, {
                number: order.number,
                when: datesIn(language).dateTime(order.placedAt),
                total: formatPaise(order.totalPaise),
              })}
            </label>
          </li>
        ))}
      </ul>
      <div className="form__actions">
        <button type="button" className="button" disabled={busy || chosen.size === 0} onClick={() => void add()}>
          {busy ? words.adding : words.addToMyAccount}
        </button>
      </div>
    </section>
  );
}
