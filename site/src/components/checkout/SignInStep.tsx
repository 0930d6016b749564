import { useState } from 'react';
import { LoginForm } from '../account/LoginForm.tsx';
import { REGISTERED, RegisterForm } from '../account/RegisterForm.tsx';

/**
 * A logged-out shopper signs in or registers here, without leaving the checkout: the cart stays
 * in this browser, and a new account goes straight on to the login form with its email filled in.
 */
export default function SignInStep({ onSignedIn, onPrevious }: { onSignedIn: () => void; onPrevious: () => void }) {
  const [mode, setMode] = useState<'login' | 'register'>('login');
  const [registered, setRegistered] = useState('');
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
      {mode === 'login' ? (
        <LoginForm key={registered} email={registered} notice={registered ? REGISTERED : ''} onSignedIn={onSignedIn} />
      ) : (
        <RegisterForm
          onRegistered={(email) => {
            setRegistered(email);
            setMode('login');
          }}
        />
      )}
      <div className="checkout-actions">
        <button type="button" className="button button--light" onClick={onPrevious}>
          Previous
        </button>
      </div>
    </div>
  );
}
