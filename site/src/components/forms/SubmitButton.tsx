import type { ReactNode } from 'react';

/** A form's main button: disabled while the form is invalid or busy, and saying so while busy. */
export function SubmitButton({
  busy,
  busyLabel,
  disabled = false,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="submit" className="button" disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : children}
    </button>
  );
}
