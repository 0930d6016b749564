import { useEffect, useRef, useState } from 'react';
import { useWords } from '../../lib/words.tsx';
import { LoginForm } from '../account/LoginForm.tsx';
import { RegisterForm } from '../account/RegisterForm.tsx';

/**
 * The contact step's "Have an account? Log in": the spec's notice where the shopper chose to log
 * in, then the login form, or the register form (which signs them in too). Either leads on to
 * Delivery with the account's details filled in.
 */
export default function AccountForms({ onSignedIn }: { onSignedIn: (notice: string) => void }) {
  const words = useWords('checkout');
  const [mode, setMode] = useState<'login' | 'register'>('login');
  const notice = useRef<HTMLParagraphElement>(null);
  // The press replaced the form the focus was in: the notice takes it, and is read first.
  useEffect(() => notice.current?.focus(), []);
  return (
    <>
      <p ref={notice} className="alert" role="status" tabIndex={-1}>
        {words.notLoggedIn}
      </p>
      <fieldset className="segmented">
        <legend className="visually-hidden">{words.account}</legend>
        <button type="button" aria-pressed={mode === 'login'} onClick={() => setMode('login')}>
          {words.haveAnAccount}
        </button>
        <button type="button" aria-pressed={mode === 'register'} onClick={() => setMode('register')}>
          {words.newHere}
        </button>
      </fieldset>
      {mode === 'login' ? (
        <LoginForm onSignedIn={() => onSignedIn('')} />
      ) : (
        <RegisterForm onRegistered={(_name, registered) => onSignedIn(registered)} />
      )}
    </>
  );
}
