import type { OrderDetail } from '../desk-api.ts';
import { atTime } from '../desk-time.ts';

/** The emails the customer was sent about the order, and any that failed. */
export function EmailsPanel({ order }: { order: OrderDetail }) {
  return (
    <section className="desk-panel" aria-labelledby="emails-heading">
      <h2 id="emails-heading">Emails sent</h2>
      {order.emails.length === 0 ? (
        <p>None yet.</p>
      ) : (
        <ul>
          {order.emails.map((email) => (
            <li key={`${email.at}-${email.subject}`}>
              {email.subject} — to {email.to}, {atTime(email.at)}
              {email.status === 'failed' && <strong> (failed)</strong>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
