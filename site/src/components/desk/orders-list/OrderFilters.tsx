import { CALL_TO_CONFIRM } from '@koolers/contracts/cod-rules';
import type { FormEvent } from 'react';
import { useWords } from '../../../lib/words.tsx';
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
  const words = useWords('deskOrders');
  const field = (name: keyof Filters) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };

  return (
    <form className="desk-filters" onSubmit={apply} aria-label={words.filterOrders}>
      <div className="field">
        <label htmlFor="order-search">{words.search}</label>
        <input id="order-search" type="search" placeholder={words.searchPlaceholder} {...field('q')} />
      </div>
      <div className="field">
        <label htmlFor="order-payment">{words.payment}</label>
        <select id="order-payment" {...field('payment')}>
          <option value="">{words.any}</option>
          <option value="razorpay">{words.onlineRazorpay}</option>
          <option value="cod">{words.cashOnDelivery}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="order-from">{words.from}</label>
        <input id="order-from" type="date" {...field('from')} />
      </div>
      <div className="field">
        <label htmlFor="order-to">{words.to}</label>
        <input id="order-to" type="date" {...field('to')} />
      </div>
      <div className="field">
        <label htmlFor="order-slot-day">{words.deliveryDay}</label>
        {/* A new day shows all its slots: the slot chosen belonged to the day before. */}
        <input
          id="order-slot-day"
          type="date"
          value={draft.slotDay}
          onChange={(event) => onChange({ slotDay: event.target.value, slot: '' })}
        />
      </div>
      <div className="field">
        <label htmlFor="order-sort">{words.sort}</label>
        <select id="order-sort" {...field('sort')}>
          <option value="newest">{words.newestFirst}</option>
          <option value="oldest">{words.oldestFirst}</option>
          <option value="total-high">{words.totalHighestFirst}</option>
          <option value="total-low">{words.totalLowestFirst}</option>
        </select>
      </div>
      <label className="desk-check">
        <input
          type="checkbox"
          checked={draft.unpaid === 'show'}
          onChange={(event) => onChange({ unpaid: event.target.checked ? 'show' : 'hide' })}
        />
        {words.unpaidCheckouts}
      </label>
      <label className="desk-check">
        <input type="checkbox" checked={draft.call === 'due'} onChange={(event) => onChange({ call: event.target.checked ? 'due' : '' })} />
        {CALL_TO_CONFIRM}
      </label>
      <div className="desk-actions">
        <button type="submit">{words.apply}</button>
        <a className="button button--light" href={`/api/admin/orders.csv${filterQuery(applied)}`} download>
          {words.exportCsv}
        </a>
      </div>
    </form>
  );
}
