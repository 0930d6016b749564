import { useWords } from '../../../lib/words.tsx';

/** A current code from the owner's own authenticator app: what a session alone cannot provide. */
export function OwnCode({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const words = useWords('desk');
  return (
    <div className="field">
      <label htmlFor={id}>{words.yourCode}</label>
      <p id={`${id}-hint`} className="field__hint">
        {words.yourCodeHint}
      </p>
      <input
        id={id}
        aria-describedby={`${id}-hint`}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={'\\d{6}'}
        required
        value={value}
        onChange={(event) => onChange(event.target.value.trim())}
      />
    </div>
  );
}
