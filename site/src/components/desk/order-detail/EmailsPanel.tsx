import { useState } from 'react';
import { fill, useWords } from '../../../lib/words.tsx';
import type { OrderDetail } from '../desk-api.ts';
import { atTime } from '../desk-time.ts';
import { newIdempotencyKey } from '../order-actions.ts';

type Kind = OrderDetail['resendableEmails'][number]['kind'];

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
  const words = useWords('deskOrders');
  // A phone message says how it went; an email needs no label.
  const channelLabel = { email: '', whatsapp: words.viaWhatsApp, sms: words.viaSms };
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
      <h2 id="emails-heading">{words.emailsSent}</h2>
      {order.emails.length === 0 ? (
        <p>{words.noneYet}</p>
      ) : (
        <ul>
          {order.emails.map((email) => (
            <li key={`${email.at}-${email.channel}-${email.subject}`}>
              {channelLabel[email.channel]}
              {fill(words.sentTo, {
                subject: email.subject,
                recipient: email.channel === 'email' ? email.to : `+${email.to}`,
                at: atTime(email.at),
              })}
              {email.status === 'delivered' && <em> {words.messageDelivered}</em>}
              {email.status === 'read' && <em> {words.messageRead}</em>}
              {email.status === 'queued' && (
                <em> {email.reason ? fill(words.messageQueuedBecause, { reason: email.reason }) : words.messageQueued}</em>
              )}
              {email.status === 'failed' && (
                <strong> {email.reason ? fill(words.messageFailedBecause, { reason: email.reason }) : words.messageFailed}</strong>
              )}
            </li>
          ))}
        </ul>
      )}
      {order.resendableEmails.length > 0 && (
        <>
          <h3>{fill(words.sendAgainTo, { email: order.customerDetails.email })}</h3>
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
                {email.kind === 'confirmation' ? words.resendConfirmation : words.resendStatusEmail}
                <span className="visually-hidden"> {fill(words.resendSubject, { subject: email.subject })}</span>
              </button>
            ))}
          </div>
        </>
      )}
      {order.resendablePhoneMessage && (
        <>
          <h3>{fill(words.sendAgainToPhone, { phone: order.customerDetails.phone })}</h3>
          <div className="desk-actions no-print">
            <button
              type="button"
              className="button--light button--small"
              disabled={sending !== null}
              aria-busy={sending === 'phone' || undefined}
              onClick={resendPhone}
            >
              {words.resendPhoneMessage}
              <span className="visually-hidden"> {fill(words.resendSubject, { subject: order.resendablePhoneMessage.subject })}</span>
            </button>
          </div>
        </>
      )}
    </section>
  );
}
