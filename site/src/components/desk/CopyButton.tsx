import { useState } from 'react';

/**
 * Copies a text a person would otherwise retype (an authenticator key on the phone that reads it,
 * recovery codes), and says whether it worked beside the button.
 */
export function CopyButton({ text, label, copied }: { text: string; label: string; copied: string }) {
  const [said, setSaid] = useState('');
  return (
    <>
      <button
        type="button"
        className="button--light button--small"
        onClick={() =>
          navigator.clipboard.writeText(text).then(
            () => setSaid(copied),
            () => setSaid('Could not copy here: select the text and copy it.'),
          )
        }
      >
        {label}
      </button>{' '}
      <span role="status">{said}</span>
    </>
  );
}
