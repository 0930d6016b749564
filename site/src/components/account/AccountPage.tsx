import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';
import { customerName, rememberSignIn } from '../../stores/session.ts';
import type { Account, ProductLookup } from './account-api.ts';
import { LoginForm } from './LoginForm.tsx';
import './account.css';
import { useLinkIn, useWords, withWords } from '../../lib/words.tsx';

// The signed-in account (menu, dashboard, sections) loads once the API is asked for the account,
// alongside that request: a visitor's login form does not need it.
const loadSignedInAccount = () => import('./SignedInAccount.tsx');
const SignedInAccount = lazy(loadSignedInAccount);

/** Long enough to read the message before the login page opens. */
const REDIRECT_AFTER_MS = 2500;

type State =
  | { kind: 'loading' }
  | { kind: 'visitor' }
  | { kind: 'ready'; account: Account }
  | { kind: 'session-ended' }
  | { kind: 'trouble' }
  | { kind: 'deleted'; message: string };

/**
 * /profile (and /wishlist, opening its section): the logged-in customer's account, loaded from the
 * API. The session cookie is HttpOnly, so only the API can say whether the customer is logged in;
 * the name kept in the browser only tells "never logged in here" (a visitor: "Please log in to view
 * your profile." above the login form) from "the session has ended" (say so, then /login).
 * The page is built with the visitor's view, the likeliest, so that a visitor's page does not move
 * when the island wakes up; AccountScreen.astro hides it until then from a customer known here.
 */
function AccountPage({ products }: { products: ProductLookup }) {
  const words = useWords('account');
  const link = useLinkIn();
  const [state, setState] = useState<State>({ kind: 'visitor' });

  const onSessionEnded = useCallback(() => {
    setState({ kind: 'session-ended' });
    const back = `${location.pathname}${location.hash}`;
    setTimeout(() => location.assign(link(`/login?next=${encodeURIComponent(back)}`)), REDIRECT_AFTER_MS);
  }, [link]);

  const load = useCallback(async () => {
    // Read before asking: the API client forgets the name as soon as the session is refused.
    const wasSignedIn = customerName.get() !== '';
    if (!wasSignedIn) {
      // Most likely a visitor, who keeps the login form meanwhile: asking whether there is a
      // session answers 200 either way.
      const session = await api.get<{ signedIn: boolean }>('/auth/session');
      if (!session.ok) return setState({ kind: 'trouble' });
      if (!session.data.signedIn) return setState({ kind: 'visitor' });
    }
    setState({ kind: 'loading' });
    loadSignedInAccount().catch(() => {});
    const result = await api.get<Account>('/auth/user');
    if (result.ok) {
      rememberSignIn(result.data.name);
      setState({ kind: 'ready', account: result.data });
      // Hearts set as a visitor join the account now (login lands here), not only when the wishlist
      // opens. Loaded here, not with the page: a visitor's login form does not need it.
      void import('../../lib/wishlist.ts').then(({ accountWishlist, localHearts }) => {
        if (localHearts().length > 0) void accountWishlist();
      });
    } else if (result.status === 401) {
      if (wasSignedIn) onSessionEnded();
      else setState({ kind: 'visitor' });
    } else {
      setState({ kind: 'trouble' });
    }
  }, [onSessionEnded]);

  useEffect(() => {
    void load();
  }, [load]);

  if (state.kind === 'loading') return <p role="status">{words.loadingProfile}</p>;
  if (state.kind === 'visitor') {
    // The login form right here: the account opens in place once the visitor has logged in.
    return (
      <div className="account-visitor">
        <p role="alert" className="account-notice">
          {words.pleaseLogIn}
        </p>
        <LoginForm onSignedIn={() => void load()} />
        <p>
          {words.newToKoolers} <a href={link('/register')}>{words.register}</a>
        </p>
      </div>
    );
  }
  if (state.kind === 'session-ended') {
    return (
      <p role="alert" className="account-notice">
        {words.sessionExpired} <a href={link('/login?next=%2Fprofile')}>{words.logIn}</a>
      </p>
    );
  }
  if (state.kind === 'deleted') {
    return (
      <div role="status" className="account-notice">
        <p>{state.message}</p>
        <p>
          <a href={link('/')}>{words.backToShop}</a>
        </p>
      </div>
    );
  }
  if (state.kind === 'trouble') {
    return (
      <div role="alert" className="account-notice">
        <p>{words.serverError}</p>
        <button type="button" className="button" onClick={() => void load()}>
          {words.tryAgain}
        </button>
      </div>
    );
  }

  const { account } = state;
  return (
    <Suspense fallback={<p role="status">{words.loadingProfile}</p>}>
      <SignedInAccount
        account={account}
        onSessionEnded={onSessionEnded}
        products={products}
        onSaved={(saved) => setState({ kind: 'ready', account: { ...account, ...saved } })}
        onDeleted={(message) => setState({ kind: 'deleted', message })}
      />
    </Suspense>
  );
}

export default withWords(AccountPage);
