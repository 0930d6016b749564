import { useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';
import { formatPaise } from '../../lib/format.ts';
import { useWords } from '../../lib/words.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { DeskTable } from './DeskTable.tsx';
import { RevenueChart } from './RevenueChart.tsx';

type Span = { orders: number; revenuePaise: number };
export type Numbers = {
  today: Span & { date: string };
  last7Days: Span;
  last30Days: Span;
  waitingForConfirmation: number;
  averageOrderValuePaise: number;
  topProducts: { name: string; size: string | null; quantity: number; revenuePaise: number }[];
  revenuePerDay: { date: string; orders: number; revenuePaise: number }[];
};

/** The desk's numbers: today, 7 and 30 days, what waits, average order, best sellers, revenue per day. */
export function Overview({ liveTick }: { liveTick: number }) {
  const words = useWords('desk');
  const [numbers, setNumbers] = useState<Numbers | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    api.get<Numbers>('/admin/dashboard', liveTick > 0 ? { headers: { 'x-desk-background': '1' } } : undefined).then((result) => {
      if (result.ok) setNumbers(result.data);
      else setError(result.message);
    });
  }, [liveTick]);

  return (
    <section aria-labelledby="overview-heading">
      <h1 id="overview-heading">{words.overviewHeading}</h1>
      <FormAlert message={error} />
      {!numbers && !error && <p role="status">{words.loadingNumbers}</p>}
      {numbers && (
        <>
          <ul className="desk-cards">
            <li>
              {words.ordersToday} <strong>{numbers.today.orders}</strong> {formatPaise(numbers.today.revenuePaise)}
            </li>
            <li>
              {words.lastSevenDays} <strong>{numbers.last7Days.orders}</strong> {formatPaise(numbers.last7Days.revenuePaise)}
            </li>
            <li>
              {words.lastThirtyDays} <strong>{numbers.last30Days.orders}</strong> {formatPaise(numbers.last30Days.revenuePaise)}
            </li>
            <li>
              {words.waitingToBeConfirmed} <strong>{numbers.waitingForConfirmation}</strong>
            </li>
            <li>
              {words.averageOrder} <strong>{formatPaise(numbers.averageOrderValuePaise)}</strong>
            </li>
          </ul>
          <div className="desk-grid">
            <section className="desk-panel" aria-labelledby="revenue-heading">
              <h2 id="revenue-heading">{words.revenuePerDay}</h2>
              <RevenueChart days={numbers.revenuePerDay} />
            </section>
            <section className="desk-panel" aria-labelledby="top-heading">
              <h2 id="top-heading">{words.topProducts}</h2>
              <DeskTable
                wrapped={false}
                rows={numbers.topProducts}
                rowKey={(product) => `${product.name}-${product.size}`}
                empty={<p>{words.noOrdersYet}</p>}
                columns={[
                  { header: words.columnProduct, cell: (product) => (product.size ? `${product.name} (${product.size})` : product.name) },
                  { header: words.columnSold, className: 'number', cell: (product) => product.quantity },
                  { header: words.columnRevenue, className: 'number', cell: (product) => formatPaise(product.revenuePaise) },
                ]}
              />
            </section>
          </div>
        </>
      )}
    </section>
  );
}
