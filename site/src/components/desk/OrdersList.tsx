import { deliveryStatusLabel, paymentStatusLabel } from '@koolers/contracts/order-status';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fill, useWords } from '../../lib/words.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { desk, type Filters, filterQuery, type OrderPage, type OrderRow } from './desk-api.ts';
import { failure } from './desk-messages.ts';
import { GstExport } from './GstExport.tsx';
import { MoveDialog, movedText } from './MoveDialog.tsx';
import { type ListAddress, listQuery, readListAddress } from './orders-list/list-address.ts';
import { OrderFilters } from './orders-list/OrderFilters.tsx';
import { OrdersTable } from './orders-list/OrdersTable.tsx';
import { Pager } from './orders-list/Pager.tsx';
import { SlotLoad } from './orders-list/SlotLoad.tsx';
import { type StatusKind, StatusTabs } from './orders-list/StatusTabs.tsx';

const PAGE_SIZE = 25;
type Notice = { tone: 'error' | 'success'; text: string };

/**
 * "Orders List": each order's number and its two badges (payment, delivery), filtered by either
 * status (tabs with counts), payment method and dates, a delivery day by slot (each slot's load,
 * booked of capacity, a button showing its orders), searched by order number, id, name, email or
 * phone, sorted, a page at a time (keyset), with a CSV of what is shown; rows confirm in place (an
 * order is cancelled on its own page). What it shows lives in the address (reload, Back and a shared
 * link restore it) and each row opens its order with that address. `liveTick` changes when the
 * change feed says orders changed: the page reloads in the background.
 */
export function OrdersList({
  liveTick,
  newIds,
  onLoaded,
}: {
  liveTick: number;
  newIds: ReadonlySet<string>;
  onLoaded?: (page: OrderPage) => void;
}) {
  const words = useWords('deskOrders');
  const [address, setAddress] = useState<ListAddress>(() => readListAddress(location.search));
  const [draft, setDraft] = useState<Filters>(address.filters);
  const { filters } = address;
  const [page, setPage] = useState<OrderPage | null>(null);
  const [state, setState] = useState<'loading' | 'error' | 'ready'>('loading');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState<OrderRow | null>(null);
  const loaded = useRef(onLoaded);
  loaded.current = onLoaded;

  useEffect(() => {
    const back = () => {
      const shown = readListAddress(location.search);
      setAddress(shown);
      setDraft(shown.filters);
    };
    addEventListener('popstate', back);
    return () => removeEventListener('popstate', back);
  }, []);
  const show = (next: ListAddress) => {
    history.pushState(null, '', `/admin-dashboard${listQuery(next)}`);
    setAddress(next);
  };

  const load = useCallback(
    async (live: boolean) => {
      if (!live) setState('loading');
      const { cursor, before } = address;
      const page = { limit: String(PAGE_SIZE), ...(cursor ? { cursor } : {}), ...(before ? { before } : {}) };
      const result = await desk.orders(filterQuery(address.filters, page), live);
      if (result.ok) {
        setPage(result.data);
        setState('ready');
        loaded.current?.(result.data);
      } else if (!live) setState('error');
    },
    [address],
  );

  useEffect(() => {
    void load(false);
  }, [load]);
  // A change from the feed reloads the page shown, quietly; a change of filters or page is the effect above.
  const handledTick = useRef(liveTick);
  useEffect(() => {
    if (liveTick === handledTick.current) return;
    handledTick.current = liveTick;
    void load(true);
  }, [liveTick, load]);

  const apply = () => show({ filters: draft, cursor: '', before: '' });
  const showStatus = (kind: StatusKind, status: string) => {
    setDraft((current) => ({ ...current, [kind]: status }));
    show({ filters: { ...filters, [kind]: status }, cursor: '', before: '' });
  };

  async function confirm(order: OrderRow) {
    const result = await desk.move(order.id, 'confirmed');
    setNotice(
      result.ok
        ? { tone: 'success', text: movedText('confirmed', order.customer.email, words) }
        : { tone: 'error', text: failure(words.statusFailed, result.message) },
    );
    await load(true);
  }

  const shown = [
    filters.delivery && deliveryStatusLabel(filters.delivery),
    filters.paymentStatus && paymentStatusLabel(filters.paymentStatus),
  ].filter(Boolean);
  return (
    <section aria-labelledby="orders-heading">
      <h1 id="orders-heading">{words.ordersList}</h1>
      <OrderFilters
        draft={draft}
        applied={filters}
        onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
        onApply={apply}
      />
      <StatusTabs page={page} filters={filters} onShow={showStatus} />
      {/* The accountant's monthly export, used once a month: out of the way of the day's orders. */}
      <details className="desk-more">
        <summary>{words.gstExport}</summary>
        <GstExport />
      </details>
      {page?.slotLoad && filters.slotDay && (
        <SlotLoad
          load={page.slotLoad}
          slot={filters.slot}
          onShow={(slot) => {
            setDraft((current) => ({ ...current, slot }));
            show({ filters: { ...filters, slot }, cursor: '', before: '' });
          }}
        />
      )}

      {notice && <FormAlert tone={notice.tone} message={notice.text} />}
      {state === 'loading' && <p role="status">{words.loadingOrders}</p>}
      {state === 'error' && <FormAlert message={words.ordersFailed} />}
      {state === 'ready' && page && (
        <OrdersTable
          orders={page.orders}
          caption={fill(words.ordersCaption, { statuses: shown.length ? shown.join(', ') : words.allStatuses })}
          newIds={newIds}
          listQuery={listQuery(address)}
          onConfirm={setConfirming}
        />
      )}
      {confirming && (
        <MoveDialog to="confirmed" order={confirming} onMove={() => confirm(confirming)} onClose={() => setConfirming(null)} />
      )}
      <Pager
        hasPrevious={Boolean(page?.previousCursor)}
        hasNext={Boolean(page?.nextCursor)}
        onPrevious={() => show({ filters, cursor: '', before: page?.previousCursor ?? '' })}
        onNext={() => show({ filters, cursor: page?.nextCursor ?? '', before: '' })}
      />
    </section>
  );
}
