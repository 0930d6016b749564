import type { WordsOf } from '@koolers/contracts/words/index';
import { type ReactNode, useState } from 'react';
import { fill, useWords } from '../../lib/words.tsx';
import { desk, type Staff } from './desk-api.ts';
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

type DeskWords = WordsOf<'desk'>;
/** A label is the key of its words in the desk's catalogue. */
type ViewLink = { view: View; label: keyof DeskWords; owner?: boolean };

/** The side navigation's groups, in the order staff reach for them; owners see the settings too. */
const GROUPS: { label: keyof DeskWords; views: ViewLink[] }[] = [
  {
    label: 'navGroupOrders',
    views: [
      { view: 'orders', label: 'navOrders' },
      { view: 'phone', label: 'navPhoneOrder' },
      { view: 'dispatch', label: 'navDispatch' },
    ],
  },
  {
    label: 'navGroupCustomers',
    views: [
      { view: 'club', label: 'navClub' },
      { view: 'messages', label: 'navMessages' },
      { view: 'reviews', label: 'navReviews' },
    ],
  },
  {
    label: 'navGroupShop',
    views: [
      { view: 'overview', label: 'navOverview' },
      { view: 'availability', label: 'navAvailability' },
      { view: 'codes', label: 'navCodes' },
    ],
  },
  {
    label: 'navGroupSettings',
    views: [
      { view: 'cod', label: 'navCod', owner: true },
      { view: 'delivery', label: 'navDelivery', owner: true },
      { view: 'team', label: 'navTeam', owner: true },
      { view: 'audit', label: 'navAudit', owner: true },
      { view: 'account', label: 'navAccount' },
    ],
  },
];
const VIEWS = GROUPS.flatMap((group) => group.views);

/** The heading each view's screen carries (the spec names the orders list's). */
export function viewHeading(view: View, words: DeskWords): string {
  const link = VIEWS.find((item) => item.view === view);
  return view === 'orders' || !link ? words.ordersList : words[link.label];
}

export function viewHref(view: View): string {
  return view === 'orders' ? '/admin-dashboard' : `/admin-dashboard?view=${view}`;
}

const LIVE_TEXT: Record<LiveState, keyof DeskWords> = { connecting: 'liveConnecting', live: 'liveLive', reconnecting: 'liveReconnecting' };

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
  const words = useWords('desk');
  const [menuOpen, setMenuOpen] = useState(false);
  const current = VIEWS.find((item) => item.view === view)?.label;
  return (
    <div className="desk">
      <nav aria-label={words.deskNavigation} className="desk__side">
        <button
          type="button"
          className="button button--small button--light desk__menu"
          aria-expanded={menuOpen}
          aria-controls="desk-views"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {current ? fill(words.menuShowing, { view: words[current] }) : words.menu}
        </button>
        <div id="desk-views" className="desk__views" data-open={menuOpen || undefined}>
          {GROUPS.map((group) => {
            const links = group.views.filter((item) => !item.owner || staff.role === 'owner');
            return (
              <div key={group.label} className="desk__group">
                {/* Not the list's label: "Customers" would answer a form's search for a field labelled "To". */}
                <p className="desk__group-label">{words[group.label]}</p>
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
                        {words[item.label]}
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
                <span aria-hidden="true">●</span> <span>{words[LIVE_TEXT[live]]}</span>
              </span>
            )}
            {sound && (
              <button type="button" className="button button--small button--light" aria-pressed={sound.on} onClick={sound.toggle}>
                {words.soundForNewOrders}
              </button>
            )}
            <span>{fill(words.signedInAs, { name: staff.name, role: staff.role })}</span>
            <button
              type="button"
              className="button button--small"
              onClick={async () => {
                await desk.logout();
                location.assign('/admin-login');
              }}
            >
              {words.signOut}
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
