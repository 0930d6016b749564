import { useEffect, useRef } from 'react';
import './forms.css';

export type AlertTone = 'error' | 'warning' | 'success';

/**
 * The one alert of the shop's screens (its look is `.alert` in the design system, which pages use
 * too): what the server said about a form or a step as a whole, or the spec's wording for a failure,
 * in the colour of its tone: an error, a warning (something is left to do, nothing failed: "Payment
 * not completed") or a success. A failure is never shown in a success colour. `action` puts a button
 * beside the words (Retry).
 * The live region is always in the page, so a screen reader announces a message when it appears. A
 * new error scrolls into view (on a phone the person is down by the button), and takes the focus
 * when the focus was lost (the busy button it was on was disabled).
 */
export function FormAlert({
  message,
  tone = 'error',
  action,
}: {
  message: string;
  tone?: AlertTone;
  action?: { label: string; onClick: () => void };
}) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = region.current;
    if (!message || tone !== 'error' || !element) return;
    element.scrollIntoView({ block: 'nearest' });
    if (document.activeElement === document.body) element.focus();
  }, [message, tone]);
  return (
    <div
      ref={region}
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={message ? -1 : undefined}
      className={message ? `alert alert--${tone}` : 'alert--empty'}
    >
      {message && <p>{message}</p>}
      {message && action && (
        <button type="button" className="button button--secondary button--small" onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </div>
  );
}
