import { paymentStatusLabel } from '@koolers/contracts/order-status';
import { formatPaise } from '../../../lib/format.ts';
import { TaxDocuments } from '../../invoices/TaxDocuments.tsx';
import type { OrderDetail } from '../desk-api.ts';
import { atTime } from '../desk-time.ts';

type Refund = OrderDetail['refunds'][number];

/** A refund's lines in words: "1 × Mango Kooler, 2 × Coconut Oil (500 ml)". */
function refundedLines(order: OrderDetail, lines: NonNullable<Refund['lines']>): string {
  return lines
    .map((picked) => {
      const line = order.lines.find((candidate) => candidate.ref === picked.ref && (candidate.size ?? null) === picked.size);
      return `${picked.quantity} × ${line?.name ?? picked.ref}${picked.size ? ` (${picked.size})` : ''}`;
    })
    .join(', ');
}

/** Where a refund stands, in words (an unanswered one is on hold, never sent twice). */
function refundState(refund: Refund): string {
  if (refund.status === 'processed') return 'processed';
  if (refund.status === 'failed') return `failed (${refund.error})`;
  if (refund.status === 'unknown') return 'no answer from Razorpay yet: on hold until Razorpay says whether it was made';
  return 'waiting for Razorpay';
}

/** What the shop holds for the order, as its payment status says it. */
function amountPaid(order: OrderDetail): string {
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

/** How the order is paid: the method, Razorpay's references, what was paid and refunded, each refund. */
export function PaymentPanel({ order }: { order: OrderDetail }) {
  return (
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
                {formatPaise(refund.amountPaise)}: {refundState(refund)}
                {refund.razorpayRefundId && (
                  <>
                    {' '}
                    (<code>{refund.razorpayRefundId}</code>)
                  </>
                )}{' '}
                — {refund.reason}
                {refund.lines?.length ? ` (${refundedLines(order, refund.lines)})` : ''}
                {refund.cancelOrder ? ', cancelling the order' : ''}
                {refund.requestedBy ? `, by ${refund.requestedBy}` : ''}, {atTime(refund.createdAt)}
              </li>
            ))}
          </ul>
        </>
      )}
      {/* Mounted again when the order moves or is refunded: a new invoice or credit note shows at once. */}
      <TaxDocuments
        key={`${order.deliveryStatus}-${order.paymentStatus}-${order.refundedPaise}`}
        path={`/admin/orders/${encodeURIComponent(order.id)}/documents`}
      />
    </section>
  );
}
