import { useState } from 'react';
import { api } from '../../lib/api.ts';
import { useLinkIn, useWords } from '../../lib/words.tsx';
import { forgetSignIn } from '../../stores/session.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/**
 * LOGOUT, after "Are you sure you want to logout?": the session ends on the server, this browser
 * forgets everything the shop kept in it (as the spec says: its whole local storage, so the next
 * person at a shared computer finds no name, cart or wishlist), and the login page opens.
 */
export function LogoutButton() {
  const words = useWords('account');
  const link = useLinkIn();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function logout() {
    setBusy(true);
    setError('');
    const result = await api.post('/auth/logout');
    if (!result.ok && result.status !== 401) {
      setBusy(false);
      setError(words.serverError);
      return;
    }
    forgetSignIn();
    localStorage.clear();
    location.assign(link('/login'));
  }

  return (
    <>
      <button type="button" className="account-menu__logout" onClick={() => setAsking(true)}>
        {words.logout}
      </button>
      <ConfirmDialog
        open={asking}
        question={words.logoutQuestion}
        confirmLabel={words.logoutConfirm}
        cancelLabel={words.cancel}
        busy={busy}
        onConfirm={logout}
        onCancel={() => {
          setAsking(false);
          setError('');
        }}
      >
        {error && (
          <p role="alert" className="field__error">
            {error}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
