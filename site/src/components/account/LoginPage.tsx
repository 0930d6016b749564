import { lazy, Suspense, useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';
import { safeReturnPath } from '../../lib/return-path.ts';
import { useLinkIn, useWords, withWords } from '../../lib/words.tsx';
import { LoginForm } from './LoginForm.tsx';

/** The phone path's code, fetched only when the shopper chooses it (or points at its button). */
const loadPhoneSignIn = () => import('./PhoneSignIn.tsx');
const PhoneSignIn = lazy(loadPhoneSignIn);

/**
 * /login: a visitor already logged in goes to their account; after signing in, the shopper goes
 * back where they came from (`?next=/checkout/step2`) or to /profile (in the page's language). Email and password, or a
 * phone number and a code (`?with=phone` opens that way, as /register's link does).
 */
const next = (account: string) => safeReturnPath(new URLSearchParams(location.search).get('next'), account);

function LoginPage() {
  const words = useWords('signIn');
  const account = useLinkIn()('/profile');
  const [withPhone, setWithPhone] = useState(false);

  useEffect(() => {
    if (new URLSearchParams(location.search).get('with') === 'phone') setWithPhone(true);
    const controller = new AbortController();
    api
      .get<{ signedIn: boolean }>('/auth/session', { signal: controller.signal })
      .then((result) => {
        if (result.ok && result.data.signedIn) location.replace(next(account));
      })
      .catch(() => {});
    return () => controller.abort();
  }, [account]);

  const signedIn = () => location.assign(next(account));
  if (withPhone) {
    return (
      <Suspense fallback={<p aria-busy="true">{words.loadingEllipsis}</p>}>
        <PhoneSignIn onSignedIn={signedIn} onUseEmail={() => setWithPhone(false)} />
      </Suspense>
    );
  }
  return (
    <>
      <LoginForm onSignedIn={signedIn} />
      <p>
        <button
          type="button"
          className="button button--secondary"
          onPointerEnter={() => void loadPhoneSignIn()}
          onFocus={() => void loadPhoneSignIn()}
          onClick={() => setWithPhone(true)}
        >
          {words.signInWithPhoneButton}
        </button>
      </p>
    </>
  );
}

export default withWords(LoginPage);
