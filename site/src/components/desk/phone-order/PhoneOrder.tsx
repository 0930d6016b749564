import type { DeskCatalogueItem } from '@koolers/contracts/catalogue';
import type { DeliveryChoice } from '@koolers/contracts/delivery';
import type { DeskCustomerMatch, DeskPhoneOrderBody, DeskPhoneOrderPlaced, Quote } from '@koolers/contracts/orders';
import type { WordsOf } from '@koolers/contracts/words/index';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { isServerTrouble } from '../../../lib/api.ts';
import { formatPaise } from '../../../lib/format.ts';
import { fill, useWords } from '../../../lib/words.tsx';
import { Amounts } from '../../cart/Amounts.tsx';
import { DeliveryTime } from '../../checkout/DeliveryTime.tsx';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { desk } from '../desk-api.ts';
import { newIdempotencyKey } from '../order-actions.ts';
import { CustomerFinder } from './CustomerFinder.tsx';
import { ItemPicker, type Line } from './ItemPicker.tsx';

type Details = DeskPhoneOrderBody['customerDetails'];
const NO_DETAILS: Details = { name: '', email: '', phone: '', address: '', pincode: '' };

// The address takes several lines: flat, building, sector, landmark, as callers say them.
const FIELDS: { name: keyof Details; label: keyof WordsOf<'deskOrders'>; type?: string; autoComplete: string; lines?: number }[] = [
  { name: 'name', label: 'fieldName', autoComplete: 'off' },
  // Optional (issue 36): given none, the order's messages go by WhatsApp or SMS.
  { name: 'email', label: 'fieldEmail', type: 'email', autoComplete: 'off' },
  { name: 'phone', label: 'fieldPhone', type: 'tel', autoComplete: 'off' },
  { name: 'address', label: 'fieldAddress', autoComplete: 'off', lines: 3 },
  { name: 'pincode', label: 'fieldPincode', autoComplete: 'off' },
];

/**
 * "Phone order": an order a customer phones in (the pages without JavaScript send people to the
 * phone). Staff find the customer's account by phone or email, or take the order as a guest's, pick
 * items and sizes from the catalogue, pick when it arrives (checkout's own picker), and place it
 * cash on delivery; the server prices it and books its slot as checkout does (member price,
 * delivery fee, delivery area, slot capacity) and emails the usual confirmation.
 */
export function PhoneOrder() {
  const words = useWords('deskOrders');
  const [items, setItems] = useState<DeskCatalogueItem[] | null>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const [details, setDetails] = useState<Details>(NO_DETAILS);
  const [account, setAccount] = useState<DeskCustomerMatch | null>(null);
  // When the caller wants it: checkout's own picker, read again for a complete pincode (issue 34).
  const [when, setWhen] = useState<{ delivery: DeliveryChoice; words: string } | undefined>();
  const [error, setError] = useState('');
  const [placed, setPlaced] = useState<DeskPhoneOrderPlaced | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per order being taken: a retry after a timeout or an error places it once. A new key
  // once it is placed, or refused (nothing was placed; the form changes before the next try).
  const attempt = useRef(newIdempotencyKey());

  useEffect(() => {
    void desk.catalogue().then((result) => (result.ok ? setItems(result.data.items) : setError(result.message)));
  }, []);

  // The order's total as the server will charge it (member price, delivery, COD fee), asked again
  // whenever the items or the account change, so staff can read it to the caller before placing it.
  const [quote, setQuote] = useState<Quote | null>(null);
  const [quoteTrouble, setQuoteTrouble] = useState('');
  useEffect(() => {
    if (lines.length === 0) {
      setQuote(null);
      setQuoteTrouble('');
      return;
    }
    let current = true;
    const items = lines.map(({ ref, size, quantity }) => ({ ref, ...(size ? { size } : {}), quantity }));
    void desk.phoneOrderQuote({ ...(account ? { customerId: account.id } : {}), items }).then((result) => {
      if (!current) return;
      setQuote(result.ok ? result.data : null);
      setQuoteTrouble(result.ok ? '' : result.message);
    });
    return () => {
      current = false;
    };
  }, [lines, account]);

  const use = (customer: DeskCustomerMatch) => {
    setAccount(customer);
    setDetails({
      name: customer.name,
      // An account made with a phone number has none: the email is optional (issue 36), its messages go to the phone.
      email: customer.email ?? '',
      phone: customer.phone,
      address: customer.address ?? '',
      pincode: customer.pincode ?? '',
    });
  };

  // The same item and size again adds to its line, as the cart does.
  const add = (line: Line) => {
    const same = (other: Line) => other.ref === line.ref && other.size === line.size;
    setLines((current) =>
      current.some(same)
        ? current.map((other) => (same(other) ? { ...other, quantity: other.quantity + line.quantity } : other))
        : [...current, line],
    );
  };

  const place = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const result = await desk.phoneOrder(
      {
        ...(account ? { customerId: account.id } : {}),
        items: lines.map(({ ref, size, quantity }) => ({ ref, ...(size ? { size } : {}), quantity })),
        customerDetails: details,
        ...(when ? { delivery: when.delivery } : {}),
      },
      attempt.current,
    );
    setBusy(false);
    if (result.ok || !isServerTrouble(result)) attempt.current = newIdempotencyKey();
    if (!result.ok) return setError(result.message);
    setError('');
    setPlaced(result.data);
    setLines([]);
    setDetails(NO_DETAILS);
    setAccount(null);
    setWhen(undefined);
  };

  return (
    <section aria-labelledby="phone-order-heading">
      <h1 id="phone-order-heading">{words.phoneOrder}</h1>
      <p>{words.phoneOrderIntro}</p>
      {placed && (
        <div role="status" className="alert alert--success">
          <p>
            {placed.message} {fill(words.placedTotal, { amount: formatPaise(placed.totalPaise) })}{' '}
            <a href={`/admin-dashboard/orders/${encodeURIComponent(placed.orderId)}`}>{fill(words.openOrder, { number: placed.number })}</a>
          </p>
        </div>
      )}
      <h2>{words.customer}</h2>
      <CustomerFinder onUse={use} />
      <form onSubmit={place} noValidate aria-label={words.phoneOrder}>
        <p>
          {account ? (
            <>
              {fill(words.onAccount, { name: account.name })}{' '}
              <button type="button" className="button--small button--light" onClick={() => setAccount(null)}>
                {words.orderAsGuest}
              </button>
            </>
          ) : (
            words.asGuest
          )}
        </p>
        <div className="desk-filters">
          {FIELDS.map((field) => (
            <div key={field.name} className="field">
              <label htmlFor={`phone-order-${field.name}`}>{words[field.label]}</label>
              {field.lines ? (
                <textarea
                  id={`phone-order-${field.name}`}
                  rows={field.lines}
                  autoComplete={field.autoComplete}
                  value={details[field.name]}
                  onChange={(event) => setDetails((current) => ({ ...current, [field.name]: event.target.value }))}
                />
              ) : (
                <input
                  id={`phone-order-${field.name}`}
                  type={field.type ?? 'text'}
                  autoComplete={field.autoComplete}
                  value={details[field.name]}
                  onChange={(event) => setDetails((current) => ({ ...current, [field.name]: event.target.value }))}
                />
              )}
            </div>
          ))}
        </div>
        <DeliveryTime chosen={when?.delivery} pincode={/^\d{6}$/.test(details.pincode) ? details.pincode : undefined} onChange={setWhen} />
        <h2>{words.items}</h2>
        {items === null ? <p role="status">{words.loadingCatalogue}</p> : <ItemPicker items={items} onAdd={add} />}
        {lines.length === 0 ? (
          <p>{words.noItemsYet}</p>
        ) : (
          <ul className="desk-customer-orders" aria-label={words.itemsOnOrder}>
            {lines.map((line) => (
              <li key={`${line.ref}-${line.size ?? ''}`}>
                {line.quantity} × {line.name}
                {line.size ? ` (${line.size})` : ''} —{' '}
                {fill(words.atListPrice, { amount: formatPaise(line.listPricePaise * line.quantity) })}{' '}
                <button
                  type="button"
                  className="button--small button--light"
                  onClick={() => setLines(lines.filter((other) => other !== line))}
                >
                  {words.remove}
                  <span className="visually-hidden"> {line.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {quote && (
          <section aria-labelledby="phone-order-total-heading">
            <h2 id="phone-order-total-heading">{words.whatItComesTo}</h2>
            <Amounts amounts={quote} />
          </section>
        )}
        {quoteTrouble && <p role="status">{quoteTrouble}</p>}
        <FormAlert message={error} />
        <div className="desk-actions">
          <button type="submit" disabled={busy || lines.length === 0} aria-busy={busy || undefined}>
            {words.placeOrder}
          </button>
        </div>
      </form>
    </section>
  );
}
