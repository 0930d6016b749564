import { type ReactNode, useState } from 'react';
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

type ViewLink = { view: View; label: string; owner?: boolean };

/** The side navigation's groups, in the order staff reach for them; owners see the settings too. */
const GROUPS: { label: string; views: ViewLink[] }[] = [
  {
    label: 'Orders',
    views: [
      { view: 'orders', label: 'Orders' },
      { view: 'phone', label: 'Phone order' },
      { view: 'dispatch', label: 'Dispatch sheet' },
    ],
  },
  {
    label: 'Customers',
    views: [
      { view: 'club', label: 'Coco Club' },
      { view: 'messages', label: 'Messages' },
      { view: 'reviews', label: 'Reviews' },
    ],
  },
  {
    label: 'Shop',
    views: [
      { view: 'overview', label: 'Dashboard' },
      { view: 'availability', label: 'Availability' },
      { view: 'codes', label: 'Promotion codes' },
    ],
  },
  {
    label: 'Settings',
    views: [
      { view: 'cod', label: 'COD rules', owner: true },
      { view: 'delivery', label: 'Delivery', owner: true },
      { view: 'team', label: 'Team', owner: true },
      { view: 'audit', label: 'Audit log', owner: true },
      { view: 'account', label: 'My account' },
    ],
  },
];
const VIEWS = GROUPS.flatMap((group) => group.views);

/** The heading each view's screen carries (the spec names the orders list's). */
export function viewHeading(view: View): string {
  return view === 'orders' ? DESK.ordersList : (VIEWS.find((item) => item.view === view)?.label ?? DESK.ordersList);
}

export function viewHref(view: View): string {
  return view === 'orders' ? '/admin-dashboard' : `/admin-dashboard?view=${view}`;
}

const LIVE_TEXT: Record<LiveState, string> = { connecting: 'Connecting…', live: 'Live', reconnecting: 'Reconnecting…' };

/**
 * The desk around every screen: the views in a side navigation (a menu that opens on a phone; owners
 * see the settings), who is signed in, whether live updates flow, the sound switch, signing out, and
 * the announcement of what just arrived. The side navigation keeps the screen's own content, the
 * orders first, at the top of the page (UX review 2, problem 15: 11 pills stood above the list).
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
  const [menuOpen, setMenuOpen] = useState(false);
  const current = VIEWS.find((item) => item.view === view)?.label;
  return (
    <div className="desk">
      <nav aria-label="Order desk" className="desk__side">
        <button
          type="button"
          className="button button--small button--light desk__menu"
          aria-expanded={menuOpen}
          aria-controls="desk-views"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {current ? `Menu: ${current}` : 'Menu'}
        </button>
        <div id="desk-views" className="desk__views" data-open={menuOpen || undefined}>
          {GROUPS.map((group) => {
            const links = group.views.filter((item) => !item.owner || staff.role === 'owner');
            return (
              <div key={group.label} className="desk__group">
                {/* Not the list's label: "Customers" would answer a form's search for a field labelled "To". */}
                <p className="desk__group-label">{group.label}</p>
                <ul className="desk__nav">
                  {links.map((item) => (
                    <li key={item.view}>
                      <a
                        href={viewHref(item.view)}
                        aria-current={view === item.view ? 'page' : undefined}
                        onClick={(event) => {
                          if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey) return;
                          event.preventDefault();
                          setMenuOpen(false);
                          onNavigate(item.view);
                        }}
                      >
                        {item.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      </nav>
      <div className="desk__main">
        <div className="desk__bar">
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
    </div>
  );
}
