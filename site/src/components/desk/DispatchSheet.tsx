import { useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';
import { formatPaise } from '../../lib/format.ts';
import { fill, useWords } from '../../lib/words.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { DeskTable } from './DeskTable.tsx';
import { atTime } from './desk-time.ts';

type Sheet = {
  generatedAt: string;
  orders: number;
  collectPaise: number;
  groups: {
    /** 'asap', 'YYYY-MM-DD|slotId' or 'none'. */
    slot: string;
    /** "As soon as possible", "Tue 1 Dec, 9–11 am", "No time promised". */
    heading: string;
    collectPaise: number;
    orders: {
      id: string;
      number: string;
      name: string;
      phone: string;
      address: string;
      pincode: string;
      paymentMethod: 'cod' | 'razorpay';
      collectPaise: number;
      /** "As soon as possible, by 4:35 pm (Mon 30 Nov)", "Tue 1 Dec, 9–11 am"; null when placed without a promise. */
      promisedWords: string | null;
      items: { name: string; size: string | null; quantity: number }[];
    }[];
  }[];
};

/**
 * The printable dispatch sheet: confirmed orders under their slot ("As soon as possible", "Tue 1 Dec,
 * 9–11 am"), the slot due first first, each slot's orders by pincode for the rounds, with when each
 * was promised and the cash each rider collects.
 */
export function DispatchSheet() {
  const words = useWords('deskOrders');
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    api.get<Sheet>('/admin/dispatch-sheet').then((result) => (result.ok ? setSheet(result.data) : setError(result.message)));
  }, []);
  return (
    <section aria-labelledby="dispatch-heading">
      <h1 id="dispatch-heading">{words.dispatchSheet}</h1>
      <FormAlert message={error} />
      {!sheet && !error && <p role="status">{words.loadingDispatchSheet}</p>}
      {sheet && (
        <>
          <p>
            {fill(sheet.orders === 1 ? words.dispatchSummaryOne : words.dispatchSummaryOther, {
              count: sheet.orders,
              amount: formatPaise(sheet.collectPaise),
              time: atTime(sheet.generatedAt),
            })}
          </p>
          <p className="no-print">
            <button type="button" onClick={() => print()}>
              {words.print}
            </button>
          </p>
          {sheet.groups.map((group) => (
            <section key={group.slot} className="dispatch-group" aria-labelledby={`slot-${group.slot.replace('|', '-')}`}>
              <h2 id={`slot-${group.slot.replace('|', '-')}`}>
                {fill(group.orders.length === 1 ? words.dispatchGroupOne : words.dispatchGroupOther, {
                  slot: group.heading,
                  count: group.orders.length,
                  amount: formatPaise(group.collectPaise),
                })}
              </h2>
              <DeskTable
                wrapped={false}
                rows={group.orders}
                rowKey={(order) => order.id}
                columns={[
                  {
                    header: words.order,
                    cell: (order) => (
                      <a className="order-number" href={`/admin-dashboard/orders/${order.id}`}>
                        {order.number}
                      </a>
                    ),
                  },
                  { header: words.pinColumn, cell: (order) => order.pincode },
                  { header: words.deliverColumn, cell: (order) => order.promisedWords ?? words.noTimePromised },
                  {
                    header: words.customer,
                    cell: (order) => (
                      <>
                        {order.name}
                        <br />
                        {order.phone}
                      </>
                    ),
                  },
                  { header: words.addressColumn, cell: (order) => order.address },
                  {
                    header: words.items,
                    cell: (order) =>
                      order.items.map((item) => `${item.quantity} × ${item.name}${item.size ? ` (${item.size})` : ''}`).join(', '),
                  },
                  {
                    header: words.collectColumn,
                    className: 'number',
                    cell: (order) => (order.paymentMethod === 'cod' ? formatPaise(order.collectPaise) : words.paid),
                  },
                ]}
              />
            </section>
          ))}
        </>
      )}
    </section>
  );
}
