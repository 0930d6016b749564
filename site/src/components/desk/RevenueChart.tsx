import { formatPaise } from '../../lib/format.ts';
import { useWords } from '../../lib/words.tsx';
import { DeskTable } from './DeskTable.tsx';

const WIDTH = 600;
const HEIGHT = 200;
const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const label = (date: string) => day.format(new Date(`${date}T00:00:00Z`));

/**
 * Revenue per day as plain SVG bars (no chart library: nothing to download), and the same numbers
 * as a table for screen readers and for anyone who wants the figures.
 */
export function RevenueChart({ days }: { days: { date: string; orders: number; revenuePaise: number }[] }) {
  const words = useWords('desk');
  const highest = Math.max(1, ...days.map((entry) => entry.revenuePaise));
  const barWidth = WIDTH / days.length;
  const first = days[0];
  const last = days.at(-1);
  return (
    <>
      <svg className="desk-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`} aria-hidden="true" focusable="false">
        <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} stroke="currentColor" />
        {days.map((entry, index) => {
          const height = (entry.revenuePaise / highest) * (HEIGHT - 10);
          return <rect key={entry.date} x={index * barWidth + 2} y={HEIGHT - height} width={barWidth - 4} height={height} fill="#2f7d32" />;
        })}
        {first && (
          <text x="0" y={HEIGHT + 16} fontSize="12" fill="currentColor">
            {label(first.date)}
          </text>
        )}
        {last && (
          <text x={WIDTH} y={HEIGHT + 16} fontSize="12" textAnchor="end" fill="currentColor">
            {label(last.date)}
          </text>
        )}
        <text x="0" y="12" fontSize="12" fill="currentColor">
          {formatPaise(highest)}
        </text>
      </svg>
      <details>
        <summary>{words.revenueAsTable}</summary>
        <DeskTable
          wrapped={false}
          caption={words.revenuePerDay}
          captionHidden
          rows={days}
          rowKey={(entry) => entry.date}
          columns={[
            { header: words.columnDay, rowHeader: true, cell: (entry) => label(entry.date) },
            { header: words.columnOrders, className: 'number', cell: (entry) => entry.orders },
            { header: words.columnRevenue, className: 'number', cell: (entry) => formatPaise(entry.revenuePaise) },
          ]}
        />
      </details>
    </>
  );
}
