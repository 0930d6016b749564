import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api.ts';
import { customerName, rememberSignIn } from '../../stores/session.ts';
import { AccountMenu } from './AccountMenu.tsx';
import type { Account, ProductLookup } from './account-api.ts';
import { DEFAULT_SECTION, type SectionId, sectionFromLocation, sections } from './account-sections.ts';
import { CocoClubSection } from './CocoClubSection.tsx';
import { DashboardSection } from './DashboardSection.tsx';
import { EditInfoSection } from './EditInfoSection.tsx';
import { MyDataSection } from './MyDataSection.tsx';
import { OrderHistorySection } from './OrderHistorySection.tsx';
import { WishlistSection } from './WishlistSection.tsx';
import './account.css';

export const LOADING_PROFILE = 'Loading profile...';
export const PLEASE_LOG_IN = 'Please log in to view your profile.';
export const SESSION_EXPIRED = 'Session expired. Please log in again.';
export const SERVER_ERROR = 'Server error. Please try again.';
/** Long enough to read the message before the login page opens. */
const REDIRECT_AFTER_MS = 2500;

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; account: Account }
  | { kind: 'signed-out'; message: string }
  | { kind: 'trouble' }
  | { kind: 'deleted'; message: string };

/** What a section may do to the page around it. */
export type SectionProps = {
  account: Account;
  /** The server no longer knows the session: say so, then open the login page. */
  onSessionEnded: () => void;
};

/**
 * /profile (and /wishlist, opening its section): the logged-in customer's account, loaded from the
 * API. The session cookie is HttpOnly, so only the API can say whether the customer is logged in;
 * the name kept in the browser only tells "never logged in here" from "the session has ended".
 */
export default function AccountPage({ products }: { products: ProductLookup }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [section, setSection] = useState<SectionId>(DEFAULT_SECTION);
  const moveFocus = useRef(false);
  // A keyboard or screen-reader user who picks a section lands on its heading.
  // (React detaches the old section's heading, with null, before it attaches the new one.)
  const focusWhenPicked = useCallback((heading: HTMLHeadingElement | null) => {
    if (!heading || !moveFocus.current) return;
    heading.focus();
    moveFocus.current = false;
  }, []);

  const signedOut = useCallback((message: string) => {
    setState({ kind: 'signed-out', message });
    const back = `${location.pathname}${location.hash}`;
    setTimeout(() => location.assign(`/login?next=${encodeURIComponent(back)}`), REDIRECT_AFTER_MS);
  }, []);
  const onSessionEnded = useCallback(() => signedOut(SESSION_EXPIRED), [signedOut]);

  const load = useCallback(async () => {
    // Read before asking: the API client forgets the name as soon as the session is refused.
    const wasSignedIn = customerName.get() !== '';
    setState({ kind: 'loading' });
    const result = await api.get<Account>('/auth/user');
    if (result.ok) {
      rememberSignIn(result.data.name);
      setState({ kind: 'ready', account: result.data });
    } else if (result.status === 401) {
      signedOut(wasSignedIn ? SESSION_EXPIRED : PLEASE_LOG_IN);
    } else {
      setState({ kind: 'trouble' });
    }
  }, [signedOut]);

  useEffect(() => {
    setSection(sectionFromLocation(location));
    void load();
    const follow = () => {
      moveFocus.current = true;
      setSection(sectionFromLocation(location));
    };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [load]);

  if (state.kind === 'loading') return <p role="status">{LOADING_PROFILE}</p>;
  if (state.kind === 'signed-out') {
    return (
      <p role="alert" className="account-notice">
        {state.message} <a href="/login?next=%2Fprofile">Log in</a>
      </p>
    );
  }
  if (state.kind === 'deleted') {
    return (
      <div role="status" className="account-notice">
        <p>{state.message}</p>
        <p>
          <a href="/">Back to the shop</a>
        </p>
      </div>
    );
  }
  if (state.kind === 'trouble') {
    return (
      <div role="alert" className="account-notice">
        <p>{SERVER_ERROR}</p>
        <button type="button" className="button" onClick={() => void load()}>
          Try again
        </button>
      </div>
    );
  }

  const { account } = state;
  const props: SectionProps = { account, onSessionEnded };
  const label = sections.find((item) => item.id === section)?.label ?? '';
  return (
    <div className="account">
      <AccountMenu current={section} />
      <section key={section} className="account__section" aria-labelledby="account-section-title">
        <h2 id="account-section-title" ref={focusWhenPicked} tabIndex={-1}>
          {label}
        </h2>
        {section === 'dashboard' && <DashboardSection {...props} />}
        {section === 'edit-info' && (
          <EditInfoSection {...props} onSaved={(saved) => setState({ kind: 'ready', account: { ...account, ...saved } })} />
        )}
        {section === 'order-history' && <OrderHistorySection {...props} />}
        {section === 'wishlist' && <WishlistSection {...props} products={products} />}
        {section === 'coco-club' && <CocoClubSection {...props} />}
        {section === 'my-data' && <MyDataSection {...props} onDeleted={(message) => setState({ kind: 'deleted', message })} />}
      </section>
    </div>
  );
}
