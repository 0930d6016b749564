import { useEffect, useState } from 'react';
import { desk, type Staff } from './desk-api.ts';

/** Where the desk sends someone who is not (or no longer) signed in, with the way back. */
export function goToSignIn(): void {
  const back = `${location.pathname}${location.search}`;
  location.assign(`/admin-login?next=${encodeURIComponent(back)}`);
}

/**
 * The signed-in staff member, or a redirect to /admin-login for anyone else (a customer, a
 * visitor, a session that ended). `null` while asking; an error message if the shop is unreachable.
 */
export function useStaff(): { staff: Staff | null; error: string } {
  const [staff, setStaff] = useState<Staff | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    desk.me().then((result) => {
      if (result.ok) setStaff(result.data);
      else if (result.status === 401) goToSignIn();
      else setError(result.message);
    });
  }, []);
  return { staff, error };
}
