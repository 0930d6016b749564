import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';
import { formatPaise } from '../../lib/format.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import { DeskTable } from './DeskTable.tsx';
import { atTime } from './desk-time.ts';

type Membership = {
  id: string;
  /** What the member reads out on the phone: CC-1001. */
  number: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  pincode: string;
  status: 'requested' | 'active' | 'cancelled';
  amountPaise: number;
  paidBy: 'razorpay' | 'upi' | null;
  /** The 12-digit reference of the UPI payment the member said they made ("I've paid"). */
  upiReference: string | null;
  submittedAt: string | null;
  createdAt: string;
  activatedAt: string | null;
  expiresAt: string | null;
};
type Notice = { tone: 'error' | 'success'; text: string };
const STATUS = { requested: 'Waiting for payment', active: 'Active', cancelled: 'Cancelled' } as const;

/**
 * Coco Club: requests and memberships; "Mark UPI payment received" when the money shows in the UPI
 * account. A request the member sent with their payment's reference is confirmed against it: staff
 * find that reference and amount in the UPI account, then confirm the two the desk names.
 */
export function ClubRequests({ liveTick }: { liveTick: number }) {
  const [status, setStatus] = useState('requested');
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const [rows, setRows] = useState<Membership[] | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  const load = useCallback(async () => {
    const params = new URLSearchParams({ ...(status ? { status } : {}), ...(search ? { q: search } : {}) });
    const result = await api.get<{ memberships: Membership[] }>(`/admin/memberships?${params}`);
    if (result.ok) setRows(result.data.memberships);
    else setNotice({ tone: 'error', text: result.message });
  }, [status, search]);
  useEffect(() => {
    // Again whenever the change feed says something changed (liveTick counts those moments).
    if (liveTick >= 0) void load();
  }, [load, liveTick]);

  async function markPaid(membership: Membership) {
    setConfirming(null);
    const result = await api.post<{ message: string }>(
      `/admin/memberships/${membership.id}/upi-payment-received`,
      membership.upiReference ? { upiReference: membership.upiReference } : {},
    );
    setNotice(
      result.ok ? { tone: 'success', text: `${membership.name}: ${result.data.message}` } : { tone: 'error', text: result.message },
    );
    await load();
  }

  return (
    <section aria-labelledby="club-heading">
      <h1 id="club-heading">Coco Club</h1>
      <form
        className="desk-filters"
        aria-label="Filter memberships"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          setSearch(q.trim());
        }}
      >
        <div className="field">
          <label htmlFor="club-status">Status</label>
          <select id="club-status" value={status} onChange={(event) => setStatus(event.target.value)}>
            <option value="requested">{STATUS.requested}</option>
            <option value="active">{STATUS.active}</option>
            <option value="">All</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="club-search">Search</label>
          <input
            id="club-search"
            type="search"
            placeholder="Name, email, phone, CC number or UTR"
            value={q}
            onChange={(event) => setQ(event.target.value)}
          />
        </div>
        <div className="desk-actions">
          <button type="submit">Search</button>
        </div>
      </form>
      {notice && <FormAlert tone={notice.tone} message={notice.text} />}
      {!rows && <p role="status">Loading memberships...</p>}
      {rows && (
        <DeskTable
          rows={rows}
          rowKey={(membership) => membership.id}
          empty={<p>No memberships found.</p>}
          columns={[
            {
              header: 'Member',
              cell: (membership) => (
                <>
                  {membership.name}
                  <br />
                  <small>
                    <strong>{membership.number}</strong> · asked {atTime(membership.createdAt)}
                  </small>
                </>
              ),
            },
            {
              header: 'Contact',
              cell: (membership) => (
                <>
                  {membership.email}
                  <br />
                  {membership.phone}
                </>
              ),
            },
            {
              header: 'Address',
              cell: (membership) => (
                <>
                  {membership.address}, {membership.pincode}
                </>
              ),
            },
            { header: 'Status', cell: (membership) => <MembershipStatus membership={membership} /> },
            { header: 'Amount', className: 'number', cell: (membership) => formatPaise(membership.amountPaise) },
            {
              header: 'Actions',
              cell: (membership) =>
                membership.status === 'requested' &&
                (confirming === membership.id ? (
                  <UpiConfirmation membership={membership} onConfirm={() => markPaid(membership)} onCancel={() => setConfirming(null)} />
                ) : (
                  <button type="button" className="button--small" onClick={() => setConfirming(membership.id)}>
                    Mark UPI payment received<span className="visually-hidden"> for {membership.name}</span>
                  </button>
                )),
            },
          ]}
        />
      )}
    </section>
  );
}

/** Where a membership stands: its status, until when, how it was paid and the UPI reference given. */
function MembershipStatus({ membership }: { membership: Membership }) {
  return (
    <>
      {STATUS[membership.status]}
      {membership.expiresAt && membership.status === 'active' && <div>until {atTime(membership.expiresAt)}</div>}
      {membership.paidBy && <div>paid by {membership.paidBy === 'upi' ? 'UPI' : 'Razorpay'}</div>}
      {membership.upiReference && (
        <div>
          UTR <code className="desk-utr">{membership.upiReference}</code>
        </div>
      )}
    </>
  );
}

/** What staff confirm, named: the amount and the reference they found in the shop's UPI account. */
function UpiConfirmation({ membership, onConfirm, onCancel }: { membership: Membership; onConfirm: () => void; onCancel: () => void }) {
  return (
    <div className="desk-confirm">
      <p>
        {membership.upiReference ? (
          <>
            Found {formatPaise(membership.amountPaise)} with UPI reference <code className="desk-utr">{membership.upiReference}</code> in
            the UPI account?
          </>
        ) : (
          <>
            Found {formatPaise(membership.amountPaise)} from {membership.phone} in the UPI account?
          </>
        )}
      </p>
      <button type="button" className="button--small" onClick={onConfirm}>
        Yes, confirm {formatPaise(membership.amountPaise)}
        {membership.upiReference ? ` (UTR ${membership.upiReference})` : ''}
      </button>{' '}
      <button type="button" className="button--small button--light" onClick={onCancel}>
        Not yet
      </button>
    </div>
  );
}
