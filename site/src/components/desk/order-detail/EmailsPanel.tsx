import { useState } from 'react';
import type { OrderDetail } from '../desk-api.ts';
import { atTime } from '../desk-time.ts';
import { newIdempotencyKey } from '../order-actions.ts';

type Kind = OrderDetail['resendableEmails'][number]['kind'];

/** A phone message says how it went; an email needs no label. */
const CHANNEL_LABEL = { email: '', whatsapp: 'WhatsApp: ', sms: 'SMS: ' } as const;

type Props = {
  order: OrderDetail;
  onResend: (kind: Kind) => Promise<void>;
  /** `pressKey`: one per press of the button, so a double-click sends the message once. */
  onResendPhone: (pressKey: string) => Promise<void>;
};

/**
 * The emails and phone messages the customer was sent about the order, and any that failed; and
 * the ones staff can send again (the confirmation, the latest status email, the latest WhatsApp or
 * SMS), each named by the subject the customer sees.
 */
export function EmailsPanel({ order, onResend, onResendPhone }: Props) {
  const [sending, setSending] = useState<Kind | 'phone' | null>(null);
  // The key of the next press of "Resend the latest phone message": a second click before the answer sends the same key.
  const [pressKey, setPressKey] = useState(newIdempotencyKey);
  const resend = async (kind: Kind) => {
    if (sending) return;
    setSending(kind);
    await onResend(kind);
    setSending(null);
  };
  const resendPhone = async () => {
    if (sending) return;
    setSending('phone');
    await onResendPhone(pressKey);
    setPressKey(newIdempotencyKey());
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
      {order.resendablePhoneMessage && (
        <>
          <h3>Send again to +91{order.customerDetails.phone} by WhatsApp or SMS</h3>
          <div className="desk-actions no-print">
            <button
              type="button"
              className="button--light button--small"
              disabled={sending !== null}
              aria-busy={sending === 'phone' || undefined}
              onClick={resendPhone}
            >
              Resend the latest phone message
              <span className="visually-hidden"> (“{order.resendablePhoneMessage.subject}”)</span>
            </button>
          </div>
        </>
      )}
    </section>
  );
}
