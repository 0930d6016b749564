import { deliveryStatusLabel, paymentStatusLabel } from '@koolers/contracts/order-status';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { formatPaise } from '../../lib/format.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import { CancelDialog } from './CancelDialog.tsx';
import { type DeliveryStatus, type OrderDetail as Detail, desk, type Staff } from './desk-api.ts';
import { DESK } from './desk-messages.ts';
import { atTime } from './desk-time.ts';
import { mailtoHref } from './mail-link.ts';
import { failure } from './OrdersList.tsx';
import { RefundDialog } from './RefundDialog.tsx';
import { StatusBadges } from './StatusBadges.tsx';

type Notice = { tone: 'error' | 'success'; text: string };

function moveLabel(to: DeliveryStatus, order: Detail): string {
  if (to === 'confirmed') return DESK.confirmOrder;
  if (to === 'out_for_delivery') return 'Out for delivery';
  if (to === 'delivered') return order.paymentMethod === 'cod' ? `Delivered, ${formatPaise(order.totalPaise)} cash collected` : 'Delivered';
  return deliveryStatusLabel(to);
}

/** What the shop holds for the order, as its payment status says it. */
function amountPaid(order: Detail): string {
  const total = formatPaise(order.totalPaise);
  const when = order.paidAt ? ` on ${atTime(order.paidAt)}` : '';
  switch (order.paymentStatus) {
    case 'cash_due':
      return `${total} in cash, due on delivery`;
    case 'cash_collected':
      return `${total} in cash${when}`;
    case 'paid':
    case 'partially_refunded':
    case 'refunded':
      return `${total} online${when}`;
    case 'pending':
      return 'Not paid';
    case 'voided':
      return 'Nothing: cancelled before it was paid';
    case 'mismatch':
      return 'A payment that does not pay this order: give it back in Razorpay';
  }
}

/** A map search for the address (no key, no script): opens in the staff member's maps app or browser. */
function mapLink(order: Detail): string {
  const address = [order.customerDetails.address, order.customerDetails.pincode].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/**
 * /admin-dashboard/orders/{id}: the lines, the customer, the address with a map link, the payment
 * and its refunds, the status timeline with who and when, the emails sent, internal notes, and
 * the moves the status machine allows now. `liveTick` reloads it when the change feed names it.
 */
export function OrderDetail({ orderId, staff, liveTick }: { orderId: string; staff: Staff; liveTick: number }) {
  const [order, setOrder] = useState<Detail | null>(null);
  const [loadError, setLoadError] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [dialog, setDialog] = useState<'cancel' | 'refund' | null>(null);
  const [note, setNote] = useState('');

  const load = useCallback(
    async (live: boolean) => {
      const result = await desk.order(orderId, live);
      if (result.ok) setOrder(result.data);
      else if (!live) setLoadError(DESK.detailFailed);
    },
    [orderId],
  );
  useEffect(() => {
    void load(false);
  }, [load]);
  useEffect(() => {
    if (liveTick > 0) void load(true);
  }, [liveTick, load]);

  async function move(to: DeliveryStatus, reason?: string) {
    const result = await desk.move(orderId, to, reason);
    if (result.ok) {
      setOrder(result.data.order);
      const offerRefund = to === 'cancelled' && result.data.order.refundablePaise > 0;
      setNotice({
        tone: 'success',
        text:
          to === 'cancelled' ? (offerRefund ? `${DESK.deleted} It was paid online: refund it below.` : DESK.deleted) : DESK.statusUpdated,
      });
    } else {
      setNotice({ tone: 'error', text: failure(to === 'cancelled' ? DESK.deleteFailed : DESK.statusFailed, result.message) });
    }
  }

  async function addNote(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) return;
    const result = await desk.note(orderId, note.trim());
    if (result.ok) {
      setOrder(result.data);
      setNote('');
    } else setNotice({ tone: 'error', text: result.message });
  }

  if (loadError) {
    return (
      <>
        <p>
          <a href="/admin-dashboard">{DESK.backToDashboard}</a>
        </p>
        <FormAlert message={loadError} />
      </>
    );
  }
  if (!order) return <p role="status">Loading order details...</p>;

  const moves = order.nextStatuses.filter((to) => to !== 'cancelled');
  const canRefund = staff.role === 'owner' && order.refundablePaise > 0;
  return (
    <article aria-labelledby="order-heading">
      <p>
        <a href="/admin-dashboard">{DESK.backToDashboard}</a>
      </p>
      <h1 id="order-heading">Order {order.number}</h1>
      <StatusBadges order={order} />
      <p>
        Placed {atTime(order.createdAt)} · {order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Online (Razorpay)'}
      </p>
      {notice && <FormAlert tone={notice.tone} message={notice.text} />}
      <div className="desk-actions no-print">
        {moves.map((to) => (
          <button key={to} type="button" onClick={() => move(to)}>
            {moveLabel(to, order)}
          </button>
        ))}
        {order.nextStatuses.includes('cancelled') && (
          <button type="button" className="button--light" onClick={() => setDialog('cancel')}>
            Delete
          </button>
        )}
        {canRefund && (
          <button type="button" className="button--light" onClick={() => setDialog('refund')}>
            Refund
          </button>
        )}
      </div>

      <div className="desk-grid">
        <section className="desk-panel desk-panel--wide" aria-labelledby="items-heading">
          <h2 id="items-heading">Items</h2>
          <table className="desk-table">
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col" className="number">
                  Qty
                </th>
                <th scope="col" className="number">
                  Price
                </th>
                <th scope="col" className="number">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={`${line.ref}-${line.size}`}>
                  <td>{line.size ? `${line.name} (${line.size})` : line.name}</td>
                  <td className="number">{line.quantity}</td>
                  <td className="number">{formatPaise(line.unitPricePaise)}</td>
                  <td className="number">{formatPaise(line.lineTotalPaise)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  Subtotal
                </th>
                <td className="number">{formatPaise(order.subtotalPaise)}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={3}>
                  Delivery
                </th>
                <td className="number">{order.deliveryFeePaise ? formatPaise(order.deliveryFeePaise) : 'Free'}</td>
              </tr>
              {order.discountPaise > 0 && (
                <tr>
                  <th scope="row" colSpan={3}>
                    Coco Club discount
                  </th>
                  <td className="number">−{formatPaise(order.discountPaise)}</td>
                </tr>
              )}
              <tr>
                <th scope="row" colSpan={3}>
                  Total
                </th>
                <td className="number">
                  <strong>{formatPaise(order.totalPaise)}</strong>
                </td>
              </tr>
            </tfoot>
          </table>
        </section>

        <section className="desk-panel" aria-labelledby="customer-heading">
          <h2 id="customer-heading">Customer</h2>
          <p>
            {order.customerDetails.name}
            <br />
            {mailtoHref(order.customerDetails.email) ? (
              <a href={mailtoHref(order.customerDetails.email)}>{order.customerDetails.email}</a>
            ) : (
              order.customerDetails.email
            )}
            <br />
            <a href={`tel:+91${order.customerDetails.phone}`}>{order.customerDetails.phone}</a>
          </p>
          <h3>Delivery address</h3>
          <p>
            {order.customerDetails.address}
            {order.customerDetails.pincode && (
              <>
                <br />
                PIN {order.customerDetails.pincode}
              </>
            )}
          </p>
          <p>
            <a href={mapLink(order)} target="_blank" rel="noopener noreferrer">
              Open the address in Maps<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        </section>

        <section className="desk-panel" aria-labelledby="payment-heading">
          <h2 id="payment-heading">Payment</h2>
          <dl>
            <dt>Status</dt>
            <dd>{paymentStatusLabel(order.paymentStatus)}</dd>
            <dt>Method</dt>
            <dd>{order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Razorpay'}</dd>
            <dt>Order id (Razorpay's receipt)</dt>
            <dd>
              <code>{order.id}</code>
            </dd>
            {order.razorpayOrderId && (
              <>
                <dt>Razorpay order</dt>
                <dd>
                  <code>{order.razorpayOrderId}</code>
                </dd>
              </>
            )}
            {order.razorpayPaymentId && (
              <>
                <dt>Razorpay payment</dt>
                <dd>
                  <code>{order.razorpayPaymentId}</code>
                </dd>
              </>
            )}
            <dt>Amount paid</dt>
            <dd>{amountPaid(order)}</dd>
            <dt>Refunded</dt>
            <dd>{formatPaise(order.refundedPaise)}</dd>
            {order.paymentError && (
              <>
                <dt>Last payment problem</dt>
                <dd>{order.paymentError}</dd>
              </>
            )}
          </dl>
          {order.refunds.length > 0 && (
            <>
              <h3>Refunds</h3>
              <ul>
                {order.refunds.map((refund) => (
                  <li key={refund.id}>
                    {formatPaise(refund.amountPaise)}:{' '}
                    {refund.status === 'processed'
                      ? 'processed'
                      : refund.status === 'failed'
                        ? `failed (${refund.error})`
                        : refund.status === 'unknown'
                          ? 'no answer from Razorpay yet: on hold until Razorpay says whether it was made'
                          : 'waiting for Razorpay'}
                    {refund.razorpayRefundId && (
                      <>
                        {' '}
                        (<code>{refund.razorpayRefundId}</code>)
                      </>
                    )}{' '}
                    — {refund.reason}
                    {refund.requestedBy ? `, by ${refund.requestedBy}` : ''}, {atTime(refund.createdAt)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>

        <section className="desk-panel" aria-labelledby="timeline-heading">
          <h2 id="timeline-heading">Status timeline</h2>
          <ol className="desk-timeline">
            {order.timeline.map((entry) => (
              <li key={`${entry.at}-${entry.kind}-${entry.to}`}>
                {entry.kind === 'payment' ? 'Payment' : 'Delivery'}:{' '}
                <strong>{entry.kind === 'payment' ? paymentStatusLabel(entry.to) : deliveryStatusLabel(entry.to)}</strong> — {entry.by},{' '}
                {atTime(entry.at)}
                {entry.note && <div>{entry.note}</div>}
              </li>
            ))}
          </ol>
        </section>

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

        <section className="desk-panel no-print" aria-labelledby="notes-heading">
          <h2 id="notes-heading">Internal notes</h2>
          {order.notes.length === 0 ? (
            <p>No notes. Customers never see them.</p>
          ) : (
            <ul>
              {order.notes.map((entry) => (
                <li key={entry.id}>
                  {entry.body} — {entry.by}, {atTime(entry.at)}
                </li>
              ))}
            </ul>
          )}
          <form className="form" onSubmit={addNote}>
            <div className="field">
              <label htmlFor="order-note">New note</label>
              <textarea id="order-note" rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
            </div>
            <div className="form__actions">
              <button type="submit">Add note</button>
            </div>
          </form>
        </section>
      </div>

      {dialog === 'cancel' && (
        <CancelDialog orderNumber={order.number} onCancel={(reason) => move('cancelled', reason)} onClose={() => setDialog(null)} />
      )}
      {dialog === 'refund' && (
        <RefundDialog
          orderNumber={order.number}
          refundablePaise={order.refundablePaise}
          onClose={() => setDialog(null)}
          onRefund={async (body) => {
            const result = await desk.refund(order.id, body);
            if (!result.ok) return result.message;
            setNotice({ tone: 'success', text: result.data.message });
            await load(true);
            return null;
          }}
        />
      )}
    </article>
  );
}
