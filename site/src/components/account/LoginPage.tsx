import { useEffect } from 'react';
import { api } from '../../lib/api.ts';
import { safeReturnPath } from '../../lib/return-path.ts';
import { LoginForm } from './LoginForm.tsx';

/**
 * /login: a visitor already logged in goes to their account; after signing in, the shopper goes
 * back where they came from (`?next=/checkout/step2`) or to /profile.
 */
const next = () => safeReturnPath(new URLSearchParams(location.search).get('next'), '/profile');

export default function LoginPage() {
  useEffect(() => {
    const controller = new AbortController();
    api
      .get<{ signedIn: boolean }>('/auth/session', { signal: controller.signal })
      .then((result) => {
        if (result.ok && result.data.signedIn) location.replace(next());
      })
      .catch(() => {});
    return () => controller.abort();
  }, []);

  return <LoginForm onSignedIn={() => location.assign(next())} />;
}
