import { isPincode } from '@koolers/contracts/form-fields';
import { FORM_MESSAGES } from '@koolers/contracts/form-rules';
import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import { checkDelivery, type DeliveryAnswer } from '../../lib/delivery-check.ts';
import type { Check } from './DeliveryCheck.tsx';

export const FILL_IN_ALL = FORM_MESSAGES.fillInOrderDetails;

/**
 * The delivery step's verdict on its pincode: a complete pincode is checked at once (a quick series
 * of keystrokes is checked once), and any change makes the last verdict stale. `answered` takes any
 * answer (the pincode's, a shared position's, the one Next asks for): trouble reaching the shop goes
 * to the form's alert, with `retry`; any other answer is the check's own line.
 */
export function usePincodeCheck(pincode: string, setAlert: Dispatch<SetStateAction<string>>) {
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const [retry, setRetry] = useState<(() => void) | undefined>(undefined);
  /** The pincode last asked about, with the try it belongs to (Retry asks the same pincode again). */
  const asked = useRef('');

  /** Shows trouble reaching the shop above the form, with Retry; any other failure is the check's own line. */
  const answered = useCallback(
    (answer: DeliveryAnswer, about: string | undefined, again: () => void) => {
      if (answer.state === 'error' && answer.retry) {
        setCheck({ state: 'idle' });
        setAlert(answer.message);
        setRetry(() => again);
        return;
      }
      setRetry(undefined);
      setAlert((current) => (current === FILL_IN_ALL ? current : ''));
      setCheck({ ...answer, about });
    },
    [setAlert],
  );

  const stale = 'about' in check && check.about !== pincode;
  useEffect(() => {
    if (stale) setCheck({ state: 'idle' });
  }, [stale]);
  const [tries, setTries] = useState(0);
  useEffect(() => {
    if (!isPincode(pincode) || asked.current === `${pincode}#${tries}`) return;
    const timer = setTimeout(async () => {
      asked.current = `${pincode}#${tries}`;
      setCheck({ state: 'checking' });
      answered(await checkDelivery({ pincode }), pincode, () => setTries((count) => count + 1));
    }, 250);
    return () => clearTimeout(timer);
  }, [pincode, tries, answered]);

  return { check, setCheck, retry, answered, asked, tries };
}
