import { useCallback, useState } from 'react';
import { useWords, withWords } from '../../lib/words.tsx';
import { DeskShell } from './DeskShell.tsx';
import { OrderDetail } from './OrderDetail.tsx';
import { type Change, useLiveChanges } from './use-live-changes.ts';
import { useStaff } from './use-staff.ts';

/** The order id of /admin-dashboard/orders/{id} (one built page answers every id). */
function orderIdFromAddress(): string {
  return decodeURIComponent(location.pathname.split('/').filter(Boolean).at(-1) ?? '');
}

/** /admin-dashboard/orders/{id}: one order, kept up to date while it is open. */
function DeskOrderPage() {
  const words = useWords('deskOrders');
  const { staff, error } = useStaff();
  const [orderId] = useState(() => (typeof location === 'undefined' ? '' : orderIdFromAddress()));
  const [tick, setTick] = useState(0);
  const onChanges = useCallback(
    (changes: Change[], reset: boolean) => {
      if (reset || changes.some((change) => change.topic === 'order' && change.subjectId === orderId)) setTick((n) => n + 1);
    },
    [orderId],
  );
  const live = useLiveChanges(staff ? 'latest' : null, onChanges);

  // Until the desk knows who is signed in, the page still says what it is (the server renders this).
  if (error || !staff) {
    return (
      <>
        <h1>{words.orderDetails}</h1>
        {error ? (
          <p role="alert">{error}</p>
        ) : (
          <p role="status" data-needs-script>
            {words.loadingOrderDetails}
          </p>
        )}
      </>
    );
  }
  return (
    <DeskShell staff={staff} view={null} live={live}>
      <OrderDetail orderId={orderId} staff={staff} liveTick={tick} />
    </DeskShell>
  );
}

export default withWords(DeskOrderPage);
