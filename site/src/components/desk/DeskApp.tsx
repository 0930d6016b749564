import { useCallback, useEffect, useState } from 'react';
import { formatPaise } from '../../lib/format.ts';
import { fill, useWords, withWords } from '../../lib/words.tsx';
import { AuditLog } from './AuditLog.tsx';
import { Availability } from './Availability.tsx';
import { ClubRequests } from './ClubRequests.tsx';
import { CodRulesScreen } from './CodRules.tsx';
import { DeliverySettingsScreen } from './DeliverySettings.tsx';
import { DeskShell, type View, viewHeading, viewHref } from './DeskShell.tsx';
import { DispatchSheet } from './DispatchSheet.tsx';
import { desk } from './desk-api.ts';
import { Messages } from './Messages.tsx';
import { MyAccount } from './MyAccount.tsx';
import { OrdersList } from './OrdersList.tsx';
import { Overview } from './Overview.tsx';
import { PromotionCodes } from './PromotionCodes.tsx';
import { PhoneOrder } from './phone-order/PhoneOrder.tsx';
import { Reviews } from './Reviews.tsx';
import { Team } from './Team.tsx';
import { useCue } from './use-cue.ts';
import { type Change, useLiveChanges } from './use-live-changes.ts';
import { useStaff } from './use-staff.ts';

const VIEWS: View[] = [
  'orders',
  'phone',
  'overview',
  'club',
  'messages',
  'availability',
  'reviews',
  'dispatch',
  'codes',
  'cod',
  'delivery',
  'team',
  'audit',
  'account',
];
function viewFromAddress(): View {
  const view = new URLSearchParams(location.search).get('view') as View | null;
  return view && VIEWS.includes(view) ? view : 'orders';
}

/**
 * /admin-dashboard: the desk. Its views switch in place (the address follows, so Back and reload
 * work); the change feed keeps whichever view is open up to date and cues new orders, Coco Club
 * requests and messages with an announcement and, if switched on, a chime.
 */
function DeskApp() {
  const words = useWords('desk');
  const { staff, error } = useStaff();
  const [view, setView] = useState<View | null>(null);
  const [cursor, setCursor] = useState<number | 'latest' | null>(null);
  const [tick, setTick] = useState(0);
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(new Set());
  const { soundOn, toggleSound, announcement, cue } = useCue();

  useEffect(() => {
    setView(viewFromAddress());
    const back = () => setView(viewFromAddress());
    addEventListener('popstate', back);
    return () => removeEventListener('popstate', back);
  }, []);
  useEffect(() => {
    // The orders list hands over its live cursor; other views follow from now.
    if (staff && view && view !== 'orders' && cursor === null) setCursor('latest');
  }, [staff, view, cursor]);

  const navigate = (next: View) => {
    history.pushState(null, '', viewHref(next));
    setView(next);
  };

  const onChanges = useCallback(
    async (changes: Change[], reset: boolean) => {
      setTick((n) => n + 1);
      if (reset) return;
      // At most a few lookups per burst: the list itself shows everything that arrived.
      const arrived = changes
        .filter((change) => change.topic === 'order' && (change.kind === 'placed' || change.kind === 'paid'))
        .slice(0, 10);
      for (const change of arrived) {
        const order = await desk.order(change.subjectId, true);
        if (!order.ok) continue;
        // An order to prepare: paid online, or cash on delivery (an online checkout not paid yet is not one).
        const real = order.data.paymentStatus === 'paid' || order.data.paymentStatus === 'cash_due';
        if (!real) continue;
        setNewIds((ids) => new Set([...ids, change.subjectId]));
        cue(
          fill(words.cueNewOrder, {
            number: order.data.number,
            name: order.data.customerDetails.name,
            total: formatPaise(order.data.totalPaise),
          }),
        );
      }
      if (changes.some((change) => change.topic === 'membership' && change.kind === 'requested')) cue(words.cueNewClubRequest);
      if (changes.some((change) => change.topic === 'message' && change.kind === 'received')) cue(words.cueNewMessage);
    },
    [cue, words],
  );
  const live = useLiveChanges(staff ? cursor : null, onChanges);

  // Until the desk knows who is signed in, the page still says what it is (the server renders this).
  if (error || !staff || !view) {
    return (
      <>
        <h1>{viewHeading(view ?? 'orders', words)}</h1>
        {error ? (
          <p role="alert">{error}</p>
        ) : (
          <p role="status" data-needs-script>
            {words.loadingDesk}
          </p>
        )}
      </>
    );
  }
  return (
    <DeskShell
      staff={staff}
      view={view}
      onNavigate={navigate}
      live={cursor === null ? undefined : live}
      sound={{ on: soundOn, toggle: toggleSound }}
      announcement={announcement}
    >
      {view === 'orders' && (
        <OrdersList
          liveTick={tick}
          newIds={newIds}
          onLoaded={(page) => setCursor((current) => (current === null ? page.liveCursor : current))}
        />
      )}
      {view === 'phone' && <PhoneOrder />}
      {view === 'overview' && <Overview liveTick={tick} />}
      {view === 'club' && <ClubRequests liveTick={tick} />}
      {view === 'messages' && <Messages liveTick={tick} />}
      {view === 'availability' && <Availability />}
      {view === 'reviews' && <Reviews />}
      {view === 'dispatch' && <DispatchSheet />}
      {view === 'codes' && <PromotionCodes staff={staff} />}
      {view === 'cod' && staff.role === 'owner' && <CodRulesScreen />}
      {view === 'delivery' && staff.role === 'owner' && <DeliverySettingsScreen />}
      {view === 'team' && staff.role === 'owner' && <Team staff={staff} />}
      {view === 'audit' && staff.role === 'owner' && <AuditLog />}
      {view === 'account' && <MyAccount staff={staff} />}
    </DeskShell>
  );
}

export default withWords(DeskApp);
