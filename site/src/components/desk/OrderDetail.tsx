import { orderPromiseWords } from '@koolers/contracts/delivery';
import { useCallback, useEffect, useState } from 'react';
import { fill, useWords } from '../../lib/words.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { CancelDialog } from './CancelDialog.tsx';
import { type DeliveryStatus, type OrderDetail as Detail, desk, type Staff } from './desk-api.ts';
import { failure } from './desk-messages.ts';
import { atTime } from './desk-time.ts';
import { MoveDialog, movedText } from './MoveDialog.tsx';
import { CodConfirmationPanel, type PhoneAnswer } from './order-detail/CodConfirmationPanel.tsx';
import { CustomerPanel } from './order-detail/CustomerPanel.tsx';
import { EmailsPanel } from './order-detail/EmailsPanel.tsx';
import { ItemsPanel } from './order-detail/ItemsPanel.tsx';
import { NotesPanel } from './order-detail/NotesPanel.tsx';
import { OrderPager } from './order-detail/OrderPager.tsx';
import { PaymentPanel } from './order-detail/PaymentPanel.tsx';
import { SlotMove } from './order-detail/SlotMove.tsx';
import { StatusMoves } from './order-detail/StatusMoves.tsx';
import { TimelinePanel } from './order-detail/TimelinePanel.tsx';
import { RefundDialog } from './RefundDialog.tsx';
import { StatusBadges } from './StatusBadges.tsx';

type Notice = { tone: 'error' | 'success'; text: string };

/**
 * /admin-dashboard/orders/{id}: the order read from the API and kept up to date (`liveTick` reloads
 * it when the change feed names it), its panels, and what staff do to it: move its status (each move
 * asks first, naming whom it emails and what it collects), cancel or refund it through their
 * dialogs, add a note. Each step's outcome shows above the panels.
 */
export function OrderDetail({ orderId, staff, liveTick }: { orderId: string; staff: Staff; liveTick: number }) {
  const words = useWords('deskOrders');
  const [order, setOrder] = useState<Detail | null>(null);
  const [loadError, setLoadError] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [dialog, setDialog] = useState<'cancel' | 'refund' | { move: DeliveryStatus } | null>(null);
  // The list this order was opened from (its filters and page), for the way back and the next order.
  const [listQuery] = useState(() => location.search);

  const load = useCallback(
    async (live: boolean) => {
      const result = await desk.order(orderId, live);
      if (result.ok) setOrder(result.data);
      else if (!live) setLoadError(words.detailFailed);
    },
    [orderId, words],
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
          to === 'cancelled'
            ? fill(offerRefund ? words.cancelledPaidOnline : words.cancelled, { number: result.data.order.number })
            : movedText(to, result.data.order.customerDetails.email, words),
      });
    } else {
      setNotice({ tone: 'error', text: failure(to === 'cancelled' ? words.cancelFailed : words.statusFailed, result.message) });
    }
  }

  async function moveSlot(date: string, slotId: string): Promise<boolean> {
    const result = await desk.moveSlot(orderId, date, slotId);
    if (result.ok) {
      setOrder(result.data.order);
      setNotice({ tone: 'success', text: result.data.message });
    } else setNotice({ tone: 'error', text: result.message });
    return result.ok;
  }

  async function answerByPhone(answer: PhoneAnswer) {
    const result = await desk.codAnswer(orderId, answer);
    if (result.ok) {
      setOrder(result.data.order);
      setNotice({ tone: 'success', text: result.data.message });
    } else setNotice({ tone: 'error', text: failure(words.statusFailed, result.message) });
  }

  async function resend(kind: Detail['resendableEmails'][number]['kind']) {
    const result = await desk.resend(orderId, kind);
    if (result.ok) {
      setOrder(result.data.order);
      setNotice({ tone: 'success', text: result.data.message });
    } else setNotice({ tone: 'error', text: result.message });
  }

  async function resendPhone(pressKey: string) {
    const result = await desk.resendPhone(orderId, pressKey);
    if (result.ok) {
      setOrder(result.data.order);
      setNotice({ tone: 'success', text: result.data.message });
    } else setNotice({ tone: 'error', text: result.message });
  }

  async function addNote(body: string): Promise<boolean> {
    const result = await desk.note(orderId, body);
    if (result.ok) setOrder(result.data);
    else setNotice({ tone: 'error', text: result.message });
    return result.ok;
  }

  if (loadError) {
    return (
      <>
        <p>
          <a href={`/admin-dashboard${listQuery}`}>{words.backToOrders}</a>
        </p>
        <FormAlert message={loadError} />
      </>
    );
  }
  if (!order) return <p role="status">{words.loadingOrderDetails}</p>;

  return (
    <article aria-labelledby="order-heading">
      <OrderPager orderId={order.id} listQuery={listQuery} />
      <h1 id="order-heading">{fill(words.orderNumbered, { number: order.number })}</h1>
      <StatusBadges order={order} />
      <p>
        {fill(words.placedAt, {
          at: atTime(order.createdAt),
          method: order.paymentMethod === 'cod' ? words.cashOnDelivery : words.onlineRazorpay,
        })}
      </p>
      {order.promised && <p>{fill(words.deliverWhen, { promise: orderPromiseWords(order.promised) })}</p>}
      <SlotMove order={order} onMove={moveSlot} />
      {notice && <FormAlert tone={notice.tone} message={notice.text} />}
      <CodConfirmationPanel order={order} onAnswer={answerByPhone} />
      <StatusMoves order={order} staff={staff} onMove={(to) => setDialog({ move: to })} onOpen={setDialog} />

      <div className="desk-grid">
        <ItemsPanel order={order} />
        <CustomerPanel order={order} />
        <PaymentPanel order={order} />
        <TimelinePanel order={order} />
        <EmailsPanel order={order} onResend={resend} onResendPhone={resendPhone} />
        <NotesPanel order={order} onAdd={addNote} />
      </div>

      {dialog === 'cancel' && (
        <CancelDialog orderNumber={order.number} onCancel={(reason) => move('cancelled', reason)} onClose={() => setDialog(null)} />
      )}
      {typeof dialog === 'object' && dialog !== null && (
        <MoveDialog
          to={dialog.move}
          order={{ ...order, customer: order.customerDetails }}
          onMove={() => move(dialog.move)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'refund' && (
        <RefundDialog
          orderNumber={order.number}
          refundablePaise={order.refundablePaise}
          lines={order.lines}
          cancellable={order.deliveryStatus === 'unconfirmed' || order.deliveryStatus === 'confirmed'}
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
