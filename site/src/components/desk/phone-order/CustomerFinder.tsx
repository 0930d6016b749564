import type { DeskCustomerMatch } from '@koolers/contracts/orders';
import { type FormEvent, useState } from 'react';
import { fill, useWords } from '../../../lib/words.tsx';
import { desk } from '../desk-api.ts';

/** Finds a customer's account by the phone number or email they give on the call. */
export function CustomerFinder({ onUse }: { onUse: (customer: DeskCustomerMatch) => void }) {
  const words = useWords('deskOrders');
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<DeskCustomerMatch[] | null>(null);
  const [error, setError] = useState('');
  const find = async (event: FormEvent) => {
    event.preventDefault();
    const result = await desk.findCustomers(query);
    if (result.ok) {
      setFound(result.data.customers);
      setError('');
    } else setError(result.message);
  };
  return (
    <form className="desk-filters" onSubmit={find} aria-label={words.findTheCustomer}>
      <div className="field">
        <label htmlFor="phone-order-find">{words.customerPhoneOrEmail}</label>
        <input id="phone-order-find" type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </div>
      <div className="desk-actions">
        <button type="submit" className="button--light">
          {words.findCustomer}
        </button>
      </div>
      <div role="status" className="desk-filters__wide">
        {error && <p>{error}</p>}
        {found?.length === 0 && <p>{words.noAccountFound}</p>}
      </div>
      {found && found.length > 0 && (
        <ul className="desk-customer-orders desk-filters__wide">
          {found.map((customer) => (
            <li key={customer.id}>
              {[customer.name, customer.email ?? words.noEmail, customer.phone].join(' · ')}{' '}
              <button type="button" className="button--small" onClick={() => onUse(customer)}>
                {fill(words.orderFor, { name: customer.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
