import { CALL_TO_CONFIRM } from '@koolers/contracts/cod-rules';
import type { FormEvent } from 'react';
import { type Filters, filterQuery } from '../desk-api.ts';

/**
 * The list's filter form: search, payment method, dates, the delivery day (its orders by slot), sort,
 * unpaid checkouts and the COD orders to call (awaiting their customer past the owners' window), applied
 * together; and the CSV of what the list shows (`applied`, not what is typed but not yet applied).
 */
export function OrderFilters({
  draft,
  applied,
  onChange,
  onApply,
}: {
  draft: Filters;
  applied: Filters;
  onChange: (change: Partial<Filters>) => void;
  onApply: () => void;
}) {
  const field = (name: keyof Filters) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };

  return (
    <form className="desk-filters" onSubmit={apply} aria-label="Filter orders">
      <div className="field">
        <label htmlFor="order-search">Search</label>
        <input id="order-search" type="search" placeholder="Order number, name, email or phone" {...field('q')} />
      </div>
      <div className="field">
        <label htmlFor="order-payment">Payment</label>
        <select id="order-payment" {...field('payment')}>
          <option value="">Any</option>
          <option value="razorpay">Online (Razorpay)</option>
          <option value="cod">Cash on delivery</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="order-from">From</label>
        <input id="order-from" type="date" {...field('from')} />
      </div>
      <div className="field">
        <label htmlFor="order-to">To</label>
        <input id="order-to" type="date" {...field('to')} />
      </div>
      <div className="field">
        <label htmlFor="order-slot-day">Delivery day</label>
        {/* A new day shows all its slots: the slot chosen belonged to the day before. */}
        <input
          id="order-slot-day"
          type="date"
          value={draft.slotDay}
          onChange={(event) => onChange({ slotDay: event.target.value, slot: '' })}
        />
      </div>
      <div className="field">
        <label htmlFor="order-sort">Sort</label>
        <select id="order-sort" {...field('sort')}>
          <option value="newest">Newest first</option>
          <option value="oldest">Oldest first</option>
          <option value="total-high">Total, highest first</option>
          <option value="total-low">Total, lowest first</option>
        </select>
      </div>
      <label className="desk-check">
        <input
          type="checkbox"
          checked={draft.unpaid === 'show'}
          onChange={(event) => onChange({ unpaid: event.target.checked ? 'show' : 'hide' })}
        />
        Unpaid online checkouts
      </label>
      <label className="desk-check">
        <input type="checkbox" checked={draft.call === 'due'} onChange={(event) => onChange({ call: event.target.checked ? 'due' : '' })} />
        {CALL_TO_CONFIRM}
      </label>
      <div className="desk-actions">
        <button type="submit">Apply</button>
        <a className="button button--light" href={`/api/admin/orders.csv${filterQuery(applied)}`} download>
          Export CSV
        </a>
      </div>
    </form>
  );
}
