import type { OrderDetail } from '../desk-api.ts';
import { mailtoHref } from '../mail-link.ts';

/** A map search for the address (no key, no script): opens in the staff member's maps app or browser. */
function mapLink(order: OrderDetail): string {
  const address = [order.customerDetails.address, order.customerDetails.pincode].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** Who ordered and where it goes: name, email and phone as links, the address with a map link. */
export function CustomerPanel({ order }: { order: OrderDetail }) {
  const { name, email, phone, address, pincode } = order.customerDetails;
  return (
    <section className="desk-panel" aria-labelledby="customer-heading">
      <h2 id="customer-heading">Customer</h2>
      <p>
        {name}
        <br />
        {mailtoHref(email) ? <a href={mailtoHref(email)}>{email}</a> : email}
        <br />
        <a href={`tel:+91${phone}`}>{phone}</a>
      </p>
      <h3>Delivery address</h3>
      <p>
        {address}
        {pincode && (
          <>
            <br />
            PIN {pincode}
          </>
        )}
      </p>
      <p>
        <a href={mapLink(order)} target="_blank" rel="noopener noreferrer">
          Open the address in Maps<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </section>
  );
}
