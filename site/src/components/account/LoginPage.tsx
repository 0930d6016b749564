import { useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';
import { safeReturnPath } from '../../lib/return-path.ts';
import { LoginForm } from './LoginForm.tsx';
import { REGISTERED } from './RegisterForm.tsx';
import { takeRegisteredEmail } from './registered-email.ts';

/**
 * /login: a visitor already logged in goes to their account; after signing in, the shopper goes
 * back where they came from (`?next=/checkout/step2`) or to /profile.
 */
const next = () => safeReturnPath(new URLSearchParams(location.search).get('next'), '/profile');

export default function LoginPage() {
  const [arrival, setArrival] = useState<{ email: string } | null>(null);

  useEffect(() => {
    setArrival({ email: takeRegisteredEmail() });
    const controller = new AbortController();
    api
      .get<{ signedIn: boolean }>('/auth/session', { signal: controller.signal })
      .then((result) => {
        if (result.ok && result.data.signedIn) location.replace(next());
      })
      .catch(() => {});
    return () => controller.abort();
  }, []);

  return (
    <LoginForm
      key={arrival?.email ?? ''}
      email={arrival?.email}
      notice={arrival?.email ? REGISTERED : ''}
      onSignedIn={() => location.assign(next())}
    />
  );
}
