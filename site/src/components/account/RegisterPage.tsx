import { useState } from 'react';
import { safeReturnPath } from '../../lib/return-path.ts';
import { useLinkIn, useWords, withWords } from '../../lib/words.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { RegisterForm } from './RegisterForm.tsx';

/**
 * /register: a new account, signed in at once, then where the shopper was going (`?next=`, as the
 * login page takes it) or their account.
 */
function RegisterPage() {
  const words = useWords('signIn');
  const link = useLinkIn();
  const [registered, setRegistered] = useState(false);
  if (registered) return <FormAlert tone="success" message={words.registered} />;
  return (
    <RegisterForm
      onRegistered={() => {
        setRegistered(true);
        location.assign(safeReturnPath(new URLSearchParams(location.search).get('next'), link('/profile')));
      }}
    />
  );
}

export default withWords(RegisterPage);
