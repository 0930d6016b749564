import { useState } from 'react';
import { useWords } from '../../lib/words.tsx';

/**
 * Copies a text a person would otherwise retype (an authenticator key on the phone that reads it,
 * recovery codes), and says whether it worked beside the button.
 */
export function CopyButton({ text, label, copied }: { text: string; label: string; copied: string }) {
  const words = useWords('desk');
  const [said, setSaid] = useState('');
  return (
    <>
      <button
        type="button"
        className="button--light button--small"
        onClick={() =>
          navigator.clipboard.writeText(text).then(
            () => setSaid(copied),
            () => setSaid(words.copyFailed),
          )
        }
      >
        {label}
      </button>{' '}
      <span role="status">{said}</span>
    </>
  );
}
