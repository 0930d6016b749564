import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';
import { formatPaise } from '../../lib/format.ts';
import { fill, useWords } from '../../lib/words.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { DeskTable } from './DeskTable.tsx';
import { atTime } from './desk-time.ts';
import { fillNodes } from './fill-nodes.tsx';

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
const STATUS = { requested: 'clubWaitingForPayment', active: 'clubActive', cancelled: 'clubCancelled' } as const;

/**
 * Coco Club: requests and memberships; "Mark UPI payment received" when the money shows in the UPI
 * account. A request the member sent with their payment's reference is confirmed against it: staff
 * find that reference and amount in the UPI account, then confirm the two the desk names.
 */
export function ClubRequests({ liveTick }: { liveTick: number }) {
  const words = useWords('desk');
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
      result.ok
        ? { tone: 'success', text: fill(words.clubPaymentMarked, { name: membership.name, message: result.data.message }) }
        : { tone: 'error', text: result.message },
    );
    await load();
  }

  return (
    <section aria-labelledby="club-heading">
      <h1 id="club-heading">{words.clubHeading}</h1>
      <form
        className="desk-filters"
        aria-label={words.filterMemberships}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          setSearch(q.trim());
        }}
      >
        <div className="field">
          <label htmlFor="club-status">{words.statusFilter}</label>
          <select id="club-status" value={status} onChange={(event) => setStatus(event.target.value)}>
            <option value="requested">{words[STATUS.requested]}</option>
            <option value="active">{words[STATUS.active]}</option>
            <option value="">{words.clubAll}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="club-search">{words.clubSearchLabel}</label>
          <input
            id="club-search"
            type="search"
            placeholder={words.clubSearchPlaceholder}
            value={q}
            onChange={(event) => setQ(event.target.value)}
          />
        </div>
        <div className="desk-actions">
          <button type="submit">{words.clubSearch}</button>
        </div>
      </form>
      {notice && <FormAlert tone={notice.tone} message={notice.text} />}
      {!rows && <p role="status">{words.loadingMemberships}</p>}
      {rows && (
        <DeskTable
          rows={rows}
          rowKey={(membership) => membership.id}
          empty={<p>{words.noMemberships}</p>}
          columns={[
            {
              header: words.columnMember,
              cell: (membership) => (
                <>
                  {membership.name}
                  <br />
                  <small>
                    <strong>{membership.number}</strong> · {fill(words.clubAsked, { at: atTime(membership.createdAt) })}
                  </small>
                </>
              ),
            },
            {
              header: words.columnContact,
              cell: (membership) => (
                <>
                  {membership.email}
                  <br />
                  {membership.phone}
                </>
              ),
            },
            {
              header: words.columnAddress,
              cell: (membership) => (
                <>
                  {membership.address}, {membership.pincode}
                </>
              ),
            },
            { header: words.columnStatus, cell: (membership) => <MembershipStatus membership={membership} /> },
            { header: words.columnAmount, className: 'number', cell: (membership) => formatPaise(membership.amountPaise) },
            {
              header: words.columnActions,
              cell: (membership) =>
                membership.status === 'requested' &&
                (confirming === membership.id ? (
                  <UpiConfirmation membership={membership} onConfirm={() => markPaid(membership)} onCancel={() => setConfirming(null)} />
                ) : (
                  <button type="button" className="button--small" onClick={() => setConfirming(membership.id)}>
                    {words.markUpiPaymentReceived}
                    <span className="visually-hidden"> {fill(words.forMember, { name: membership.name })}</span>
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
  const words = useWords('desk');
  return (
    <>
      {words[STATUS[membership.status]]}
      {membership.expiresAt && membership.status === 'active' && <div>{fill(words.clubUntil, { at: atTime(membership.expiresAt) })}</div>}
      {membership.paidBy && <div>{membership.paidBy === 'upi' ? words.clubPaidByUpi : words.clubPaidByRazorpay}</div>}
      {membership.upiReference && (
        <div>
          {words.clubUtr} <code className="desk-utr">{membership.upiReference}</code>
        </div>
      )}
    </>
  );
}

/** What staff confirm, named: the amount and the reference they found in the shop's UPI account. */
function UpiConfirmation({ membership, onConfirm, onCancel }: { membership: Membership; onConfirm: () => void; onCancel: () => void }) {
  const words = useWords('desk');
  const amount = formatPaise(membership.amountPaise);
  const reference = membership.upiReference;
  return (
    <div className="desk-confirm">
      <p>
        {reference
          ? fillNodes(words.upiFoundWithReference, { amount, reference: <code className="desk-utr">{reference}</code> })
          : fill(words.upiFoundFromPhone, { amount, phone: membership.phone })}
      </p>
      <button type="button" className="button--small" onClick={onConfirm}>
        {reference ? fill(words.upiConfirmWithReference, { amount, reference }) : fill(words.upiConfirm, { amount })}
      </button>{' '}
      <button type="button" className="button--small button--light" onClick={onCancel}>
        {words.notYet}
      </button>
    </div>
  );
}
