import type { ReactNode } from 'react';

/**
 * A form's main button, saying so while busy. It stays enabled while the form is invalid: pressed,
 * the form shows what is wrong beside each field and moves focus to the first (use-form.ts), where a
 * disabled button would explain nothing. It is built disabled, and enabled by the island once it has
 * hydrated: before that, the browser would send the form itself, typed password and all, in the
 * page's address. (The ref sets it on every render; the attribute never changes, so React leaves it.)
 */
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
    <button
      type="submit"
      className="button"
      disabled
      ref={(button) => {
        if (button) button.disabled = disabled || busy;
      }}
      aria-busy={busy || undefined}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
