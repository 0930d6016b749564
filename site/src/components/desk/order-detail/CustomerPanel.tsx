import { fill, useWords } from '../../../lib/words.tsx';
import type { OrderDetail } from '../desk-api.ts';
import { mailtoHref } from '../mail-link.ts';
import { CustomerHistory } from './CustomerHistory.tsx';
import { customerWhatsAppHref } from './whatsapp-link.ts';

/** A map search for the address (no key, no script): opens in the staff member's maps app or browser. */
function mapLink(order: OrderDetail): string {
  const address = [order.customerDetails.address, order.customerDetails.pincode].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/**
 * Who ordered and where it goes: name, email and phone as links (and a WhatsApp chat), the address
 * with a map link, then their other orders and what they spent.
 */
export function CustomerPanel({ order }: { order: OrderDetail }) {
  const words = useWords('deskOrders');
  const { name, email, phone, address, pincode } = order.customerDetails;
  const whatsApp = customerWhatsAppHref(phone);
  return (
    <section className="desk-panel" aria-labelledby="customer-heading">
      <h2 id="customer-heading">{words.customer}</h2>
      <p>
        {name}
        <br />
        {mailtoHref(email) ? <a href={mailtoHref(email)}>{email}</a> : email}
        <br />
        <a href={`tel:+91${phone}`}>{phone}</a>
        {whatsApp && (
          <>
            {' · '}
            <a href={whatsApp} target="_blank" rel="noopener noreferrer">
              {words.whatsApp}
              <span className="visually-hidden"> {fill(words.whatsAppWith, { name })}</span>
            </a>
          </>
        )}
      </p>
      <h3>{words.deliveryAddress}</h3>
      <p>
        {address}
        {pincode && (
          <>
            <br />
            {fill(words.pin, { pincode })}
          </>
        )}
      </p>
      <p>
        <a href={mapLink(order)} target="_blank" rel="noopener noreferrer">
          {words.openInMaps}
          <span className="visually-hidden"> {words.opensInNewTab}</span>
        </a>
      </p>
      <CustomerHistory orderId={order.id} />
    </section>
  );
}
