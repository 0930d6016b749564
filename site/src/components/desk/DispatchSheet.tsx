import { useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';
import { formatPaise } from '../../lib/format.ts';
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
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    api.get<Sheet>('/admin/dispatch-sheet').then((result) => (result.ok ? setSheet(result.data) : setError(result.message)));
  }, []);
  return (
    <section aria-labelledby="dispatch-heading">
      <h1 id="dispatch-heading">Dispatch sheet</h1>
      <FormAlert message={error} />
      {!sheet && !error && <p role="status">Loading the dispatch sheet...</p>}
      {sheet && (
        <>
          <p>
            {sheet.orders} confirmed {sheet.orders === 1 ? 'order' : 'orders'} to deliver · cash to collect{' '}
            {formatPaise(sheet.collectPaise)} · as of {atTime(sheet.generatedAt)}
          </p>
          <p className="no-print">
            <button type="button" onClick={() => print()}>
              Print
            </button>
          </p>
          {sheet.groups.map((group) => (
            <section key={group.slot} className="dispatch-group" aria-labelledby={`slot-${group.slot.replace('|', '-')}`}>
              <h2 id={`slot-${group.slot.replace('|', '-')}`}>
                {group.heading}: {group.orders.length} {group.orders.length === 1 ? 'order' : 'orders'}, collect{' '}
                {formatPaise(group.collectPaise)}
              </h2>
              <DeskTable
                wrapped={false}
                rows={group.orders}
                rowKey={(order) => order.id}
                columns={[
                  {
                    header: 'Order',
                    cell: (order) => (
                      <a className="order-number" href={`/admin-dashboard/orders/${order.id}`}>
                        {order.number}
                      </a>
                    ),
                  },
                  { header: 'PIN', cell: (order) => order.pincode },
                  { header: 'Deliver', cell: (order) => order.promisedWords ?? 'No time promised' },
                  {
                    header: 'Customer',
                    cell: (order) => (
                      <>
                        {order.name}
                        <br />
                        {order.phone}
                      </>
                    ),
                  },
                  { header: 'Address', cell: (order) => order.address },
                  {
                    header: 'Items',
                    cell: (order) =>
                      order.items.map((item) => `${item.quantity} × ${item.name}${item.size ? ` (${item.size})` : ''}`).join(', '),
                  },
                  {
                    header: 'Collect',
                    className: 'number',
                    cell: (order) => (order.paymentMethod === 'cod' ? formatPaise(order.collectPaise) : 'Paid'),
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
