import type { ReactNode } from 'react';
import { desk, type Staff } from './desk-api.ts';
import { DESK } from './desk-messages.ts';
import type { LiveState } from './use-live-changes.ts';
import './desk.css';

export type View =
  | 'orders'
  | 'phone'
  | 'overview'
  | 'club'
  | 'messages'
  | 'availability'
  | 'reviews'
  | 'dispatch'
  | 'codes'
  | 'cod'
  | 'delivery'
  | 'team'
  | 'audit'
  | 'account';

const VIEWS: { view: View; label: string; owner?: boolean }[] = [
  { view: 'orders', label: 'Orders' },
  { view: 'phone', label: 'Phone order' },
  { view: 'overview', label: 'Dashboard' },
  { view: 'club', label: 'Coco Club' },
  { view: 'messages', label: 'Messages' },
  { view: 'availability', label: 'Availability' },
  { view: 'reviews', label: 'Reviews' },
  { view: 'dispatch', label: 'Dispatch sheet' },
  { view: 'codes', label: 'Promotion codes' },
  { view: 'cod', label: 'COD rules', owner: true },
  { view: 'delivery', label: 'Delivery', owner: true },
  { view: 'team', label: 'Team', owner: true },
  { view: 'audit', label: 'Audit log', owner: true },
  { view: 'account', label: 'My account' },
];

/** The heading each view's screen carries (the spec names the orders list's). */
export function viewHeading(view: View): string {
  return view === 'orders' ? DESK.ordersList : (VIEWS.find((item) => item.view === view)?.label ?? DESK.ordersList);
}

export function viewHref(view: View): string {
  return view === 'orders' ? '/admin-dashboard' : `/admin-dashboard?view=${view}`;
}

const LIVE_TEXT: Record<LiveState, string> = { connecting: 'Connecting…', live: 'Live', reconnecting: 'Reconnecting…' };

/**
 * The desk around every screen: who is signed in, the views (owners see three more), whether live
 * updates flow, the sound switch, signing out, and the announcement of what just arrived.
 */
export function DeskShell(props: {
  staff: Staff;
  view: View | null;
  onNavigate?: (view: View) => void;
  live?: LiveState;
  sound?: { on: boolean; toggle: () => void };
  announcement?: string;
  children: ReactNode;
}) {
  const { staff, view, onNavigate, live, sound, announcement = '' } = props;
  return (
    <div className="desk">
      <div className="desk__bar">
        <nav aria-label="Order desk">
          <ul className="desk__nav">
            {VIEWS.filter((item) => !item.owner || staff.role === 'owner').map((item) => (
              <li key={item.view}>
                <a
                  href={viewHref(item.view)}
                  aria-current={view === item.view ? 'page' : undefined}
                  onClick={(event) => {
                    if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey) return;
                    event.preventDefault();
                    onNavigate(item.view);
                  }}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="desk__who">
          {live && (
            <span className={`desk__live desk__live--${live}`}>
              <span aria-hidden="true">●</span> <span>{LIVE_TEXT[live]}</span>
            </span>
          )}
          {sound && (
            <button type="button" className="button button--small button--light" aria-pressed={sound.on} onClick={sound.toggle}>
              Sound for new orders
            </button>
          )}
          <span>
            {staff.name} ({staff.role})
          </span>
          <button
            type="button"
            className="button button--small"
            onClick={async () => {
              await desk.logout();
              location.assign('/admin-login');
            }}
          >
            Sign out
          </button>
        </div>
      </div>
      <p role="status" aria-live="polite" className={announcement ? 'desk__announcement' : 'visually-hidden'}>
        {announcement}
      </p>
      {props.children}
    </div>
  );
}
