import { paymentStatusLabel } from '@koolers/contracts/order-status';
import type { WordsOf } from '@koolers/contracts/words/index';
import { formatPaise } from '../../../lib/format.ts';
import { fill, useWords } from '../../../lib/words.tsx';
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
function refundState(refund: Refund, words: WordsOf<'deskOrders'>): string {
  if (refund.status === 'processed') return words.refundProcessed;
  if (refund.status === 'failed') return fill(words.refundFailed, { error: String(refund.error) });
  if (refund.status === 'unknown') return words.refundOnHold;
  return words.refundWaiting;
}

/** What the shop holds for the order, as its payment status says it. */
function amountPaid(order: OrderDetail, words: WordsOf<'deskOrders'>): string {
  const amount = formatPaise(order.totalPaise);
  const at = order.paidAt ? atTime(order.paidAt) : '';
  switch (order.paymentStatus) {
    case 'cash_due':
      return fill(words.paidCashDue, { amount });
    case 'cash_collected':
      return at ? fill(words.paidCashOn, { amount, at }) : fill(words.paidCash, { amount });
    case 'paid':
    case 'partially_refunded':
    case 'refunded':
      return at ? fill(words.paidOnlineOn, { amount, at }) : fill(words.paidOnline, { amount });
    case 'pending':
      return words.notPaid;
    case 'voided':
      return words.voidedNothing;
    case 'mismatch':
      return words.paymentMismatch;
  }
}

/** How the order is paid: the method, Razorpay's references, what was paid and refunded, each refund. */
export function PaymentPanel({ order }: { order: OrderDetail }) {
  const words = useWords('deskOrders');
  return (
    <section className="desk-panel" aria-labelledby="payment-heading">
      <h2 id="payment-heading">{words.payment}</h2>
      <dl>
        <dt>{words.status}</dt>
        <dd>{paymentStatusLabel(order.paymentStatus)}</dd>
        <dt>{words.method}</dt>
        <dd>{order.paymentMethod === 'cod' ? words.cashOnDelivery : words.razorpay}</dd>
        <dt>{words.razorpayReceipt}</dt>
        <dd>
          <code>{order.id}</code>
        </dd>
        {order.razorpayOrderId && (
          <>
            <dt>{words.razorpayOrder}</dt>
            <dd>
              <code>{order.razorpayOrderId}</code>
            </dd>
          </>
        )}
        {order.razorpayPaymentId && (
          <>
            <dt>{words.razorpayPayment}</dt>
            <dd>
              <code>{order.razorpayPaymentId}</code>
            </dd>
          </>
        )}
        <dt>{words.amountPaid}</dt>
        <dd>{amountPaid(order, words)}</dd>
        <dt>{words.refunded}</dt>
        <dd>{formatPaise(order.refundedPaise)}</dd>
        {order.paymentError && (
          <>
            <dt>{words.lastPaymentProblem}</dt>
            <dd>{order.paymentError}</dd>
          </>
        )}
      </dl>
      {order.refunds.length > 0 && (
        <>
          <h3>{words.refunds}</h3>
          <ul>
            {order.refunds.map((refund) => (
              <li key={refund.id}>
                {formatPaise(refund.amountPaise)}: {refundState(refund, words)}
                {refund.razorpayRefundId && (
                  <>
                    {' '}
                    (<code>{refund.razorpayRefundId}</code>)
                  </>
                )}{' '}
                — {refund.reason}
                {refund.lines?.length ? ` (${refundedLines(order, refund.lines)})` : ''}
                {refund.cancelOrder ? words.refundCancellingOrder : ''}
                {refund.requestedBy ? fill(words.refundBy, { name: refund.requestedBy }) : ''}, {atTime(refund.createdAt)}
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
