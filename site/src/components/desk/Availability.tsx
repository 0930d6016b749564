import type { DeskAvailabilityItem, DeskAvailabilityView } from '@koolers/contracts/availability';
import type { WordsOf } from '@koolers/contracts/words/index';
import { useCallback, useEffect, useState } from 'react';
import { fill, useWords } from '../../lib/words.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { DeskTable } from './DeskTable.tsx';
import { desk } from './desk-api.ts';

const KINDS: { kind: DeskAvailabilityItem['kind']; heading: keyof WordsOf<'desk'> }[] = [
  { kind: 'kooler', heading: 'kindKoolers' },
  { kind: 'diet-drink', heading: 'kindDietDrinks' },
  { kind: 'product', heading: 'kindNaturalProducts' },
];

type Row = { ref: string; name: string; size: string | null; soldOut: boolean };

function rowsOf(items: DeskAvailabilityItem[]): Row[] {
  return items.flatMap((item): Row[] =>
    item.sizes.length
      ? item.sizes.map((size) => ({ ref: item.ref, name: item.name, size: size.label, soldOut: size.soldOut }))
      : [{ ref: item.ref, name: item.name, size: null, soldOut: item.soldOut }],
  );
}

function markedLocally(view: DeskAvailabilityView, row: Row, soldOut: boolean): DeskAvailabilityView {
  const items = view.items.map((item) => {
    if (item.ref !== row.ref) return item;
    if (row.size === null) return { ...item, soldOut };
    return { ...item, sizes: item.sizes.map((size) => (size.label === row.size ? { ...size, soldOut } : size)) };
  });
  return { ...view, items };
}

const named = (row: Pick<Row, 'name' | 'size'>) => (row.size ? `${row.name}, ${row.size}` : row.name);
const keyOf = (row: Row) => `${row.ref} ${row.size ?? ''}`;

/**
 * What ran out today: one switch per kooler, diet drink and product size of the catalogue. The shop
 * shows a mark within half a minute and the checkout refuses the item until it is marked back, or
 * until tomorrow morning.
 */
export function Availability() {
  const words = useWords('desk');
  const [view, setView] = useState<DeskAvailabilityView | null>(null);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async () => {
    const result = await desk.availability();
    if (result.ok) setView(result.data);
    else setError(result.message);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  async function mark(row: Row, soldOut: boolean) {
    setBusy(keyOf(row));
    setError('');
    setDone('');
    // The tick shows at once; the server's answer (the whole list again) confirms it or puts it back.
    setView((current) => current && markedLocally(current, row, soldOut));
    const result = await desk.markAvailability({ ref: row.ref, size: row.size, soldOut });
    setBusy(null);
    if (!result.ok) {
      setError(result.message);
      await load();
      return;
    }
    setView(result.data);
    setDone(fill(soldOut ? words.soldOutTodayDone : words.onSaleAgainDone, { item: named(row) }));
  }

  return (
    <section aria-labelledby="availability-heading">
      <h1 id="availability-heading">{words.availabilityHeading}</h1>
      <p>{words.availabilityIntro}</p>
      <FormAlert message={error} />
      <p role="status">{done}</p>
      {!view && !error && <p>{words.loadingCatalogue}</p>}
      {view &&
        KINDS.map(({ kind, heading }) => {
          const rows = rowsOf(view.items.filter((item) => item.kind === kind));
          return (
            <DeskTable
              key={kind}
              caption={<h2>{words[heading]}</h2>}
              rows={rows}
              rowKey={keyOf}
              columns={[
                { header: words.columnItem, rowHeader: true, cell: named },
                {
                  header: words.columnToday,
                  cell: (row) => (
                    <span className={`status status--${row.soldOut ? 'cancelled' : 'delivered'}`}>
                      {row.soldOut ? words.soldOut : words.onSale}
                    </span>
                  ),
                },
                {
                  header: words.columnSoldOutToday,
                  cell: (row) => (
                    <input
                      type="checkbox"
                      aria-label={fill(words.itemSoldOutToday, { item: named(row) })}
                      checked={row.soldOut}
                      disabled={busy === keyOf(row)}
                      onChange={(event) => mark(row, event.target.checked)}
                    />
                  ),
                },
              ]}
            />
          );
        })}
    </section>
  );
}
