import { SOLD_OUT_TODAY } from '@koolers/contracts/availability';
import type { DeskCatalogueItem } from '@koolers/contracts/catalogue';
import { useId, useState } from 'react';
import { formatPaise } from '../../../lib/format.ts';
import { useWords } from '../../../lib/words.tsx';

export type Line = { ref: string; name: string; size?: string; quantity: number; listPricePaise: number };

/** Picks an item of the catalogue, its size when it has sizes, and how many: one line at a time. */
export function ItemPicker({ items, onAdd }: { items: DeskCatalogueItem[]; onAdd: (line: Line) => void }) {
  const words = useWords('deskOrders');
  const id = useId();
  const [ref, setRef] = useState('');
  const [size, setSize] = useState('');
  const [quantity, setQuantity] = useState('1');
  const item = items.find((entry) => entry.ref === ref);
  const price = item?.sizes.length ? item.sizes.find((entry) => entry.label === size)?.pricePaise : item?.unitPricePaise;
  const count = Number(quantity);
  const ready = item !== undefined && price !== undefined && price !== null && Number.isInteger(count) && count >= 1 && count <= 99;

  return (
    <fieldset className="desk-filters">
      <legend>{words.addAnItem}</legend>
      <div className="field">
        <label htmlFor={`${id}-item`}>{words.item}</label>
        <select
          id={`${id}-item`}
          value={ref}
          onChange={(event) => {
            setRef(event.target.value);
            setSize('');
          }}
        >
          <option value="">{words.chooseItem}</option>
          {items.map((entry) => (
            <option key={entry.ref} value={entry.ref} disabled={entry.soldOut}>
              {entry.name}
              {entry.unitPricePaise !== null ? ` — ${formatPaise(entry.unitPricePaise)}` : ''}
              {entry.soldOut ? ` (${SOLD_OUT_TODAY.toLowerCase()})` : ''}
            </option>
          ))}
        </select>
      </div>
      {item && item.sizes.length > 0 && (
        <div className="field">
          <label htmlFor={`${id}-size`}>{words.size}</label>
          <select id={`${id}-size`} value={size} onChange={(event) => setSize(event.target.value)}>
            <option value="">{words.chooseSize}</option>
            {item.sizes.map((entry) => (
              <option key={entry.label} value={entry.label} disabled={entry.soldOut}>
                {entry.label} — {formatPaise(entry.pricePaise)}
                {entry.soldOut ? ` (${SOLD_OUT_TODAY.toLowerCase()})` : ''}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-quantity`}>{words.quantity}</label>
        <input
          id={`${id}-quantity`}
          type="number"
          min={1}
          max={99}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
        />
      </div>
      <div className="desk-actions">
        <button
          type="button"
          className="button--light"
          disabled={!ready}
          onClick={() => {
            if (!ready || !item) return;
            onAdd({ ref: item.ref, name: item.name, ...(size ? { size } : {}), quantity: count, listPricePaise: price as number });
            setRef('');
            setSize('');
            setQuantity('1');
          }}
        >
          {words.addToOrder}
        </button>
      </div>
    </fieldset>
  );
}
