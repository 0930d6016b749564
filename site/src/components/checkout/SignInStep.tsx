import { useState } from 'react';
import { api, isServerTrouble } from '../../lib/api.ts';
import { LoginForm } from '../account/LoginForm.tsx';
import { REGISTERED, RegisterForm } from '../account/RegisterForm.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';

const GUEST_UNREACHABLE = 'Server error. Please try again.';

/**
 * A logged-out shopper signs in, registers (which signs them in too) or goes on as a guest, without
 * leaving the checkout: the cart stays in this browser, and each way leads straight to Delivery.
 */
export default function SignInStep({
  onSignedIn,
  onGuest,
  onPrevious,
}: {
  /** `notice`: what to tell the shopper on the next step ("Registration successful!" for a new account). */
  onSignedIn: (notice: string) => void;
  onGuest: () => void;
  onPrevious: () => void;
}) {
  const [mode, setMode] = useState<'login' | 'register'>('login');
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');

  async function continueAsGuest() {
    setBusy(true);
    setAlert('');
    const result = await api.post('/auth/guest');
    setBusy(false);
    if (result.ok) onGuest();
    else setAlert(isServerTrouble(result) ? GUEST_UNREACHABLE : result.message);
  }

  return (
    <div className="checkout-step">
      <p className="alert" role="status">
        You're not logged in. Please login first.
      </p>
      <fieldset className="segmented">
        <legend className="visually-hidden">Account</legend>
        <button type="button" aria-pressed={mode === 'login'} onClick={() => setMode('login')}>
          I have an account
        </button>
        <button type="button" aria-pressed={mode === 'register'} onClick={() => setMode('register')}>
          I’m new here
        </button>
      </fieldset>
      {mode === 'login' ? <LoginForm onSignedIn={() => onSignedIn('')} /> : <RegisterForm onRegistered={() => onSignedIn(REGISTERED)} />}
      <section className="checkout-guest" aria-labelledby="checkout-guest-title">
        <h2 id="checkout-guest-title">No account? Order as a guest</h2>
        <p className="muted">
          Give us your name, email, phone and address, pay online or in cash, and we email you a link to follow your order.
        </p>
        <FormAlert message={alert} />
        <button type="button" className="button button--light" onClick={continueAsGuest} disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Please wait...' : 'Continue as guest'}
        </button>
      </section>
      <div className="checkout-actions">
        <button type="button" className="button button--light" onClick={onPrevious}>
          Previous
        </button>
      </div>
    </div>
  );
}
