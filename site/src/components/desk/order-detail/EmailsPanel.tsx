import { useState } from 'react';
import type { OrderDetail } from '../desk-api.ts';
import { atTime } from '../desk-time.ts';

type Kind = OrderDetail['resendableEmails'][number]['kind'];

/** A phone message says how it went; an email needs no label. */
const CHANNEL_LABEL = { email: '', whatsapp: 'WhatsApp: ', sms: 'SMS: ' } as const;

/**
 * The emails the customer was sent about the order, and any that failed; and the ones staff can
 * send again (the confirmation, the latest status email), each named by the subject the customer sees.
 */
export function EmailsPanel({ order, onResend }: { order: OrderDetail; onResend: (kind: Kind) => Promise<void> }) {
  const [sending, setSending] = useState<Kind | null>(null);
  const resend = async (kind: Kind) => {
    if (sending) return;
    setSending(kind);
    await onResend(kind);
    setSending(null);
  };
  return (
    <section className="desk-panel" aria-labelledby="emails-heading">
      <h2 id="emails-heading">Emails sent</h2>
      {order.emails.length === 0 ? (
        <p>None yet.</p>
      ) : (
        <ul>
          {order.emails.map((email) => (
            <li key={`${email.at}-${email.channel}-${email.subject}`}>
              {CHANNEL_LABEL[email.channel]}
              {email.subject} — to {email.channel === 'email' ? email.to : `+${email.to}`}, {atTime(email.at)}
              {(email.status === 'delivered' || email.status === 'read') && <em> ({email.status})</em>}
              {email.status === 'queued' && <em> (queued{email.reason ? `: not sent yet, ${email.reason}` : ''})</em>}
              {email.status === 'failed' && <strong> (failed{email.reason ? `: ${email.reason}` : ''})</strong>}
            </li>
          ))}
        </ul>
      )}
      {order.resendableEmails.length > 0 && (
        <>
          <h3>Send again to {order.customerDetails.email}</h3>
          <div className="desk-actions no-print">
            {order.resendableEmails.map((email) => (
              <button
                key={email.kind}
                type="button"
                className="button--light button--small"
                disabled={sending !== null}
                aria-busy={sending === email.kind || undefined}
                onClick={() => resend(email.kind)}
              >
                {email.kind === 'confirmation' ? 'Resend the confirmation' : 'Resend the status email'}
                <span className="visually-hidden"> (“{email.subject}”)</span>
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
