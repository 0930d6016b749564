import { useEffect, useRef } from 'react';
import './forms.css';

/**
 * The message above a form: what the server said about the form as a whole, or the spec's wording
 * for a failure. The live region is always in the page, so a screen reader announces a message when
 * it appears. A new error scrolls into view (on a phone the person is down by the button), and takes
 * the focus when the focus was lost (the busy button it was on was disabled).
 */
export function FormAlert({ message, tone = 'error' }: { message: string; tone?: 'error' | 'success' }) {
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
      className={message ? `form-alert form-alert--${tone}` : 'form-alert--empty'}
    >
      {message}
    </div>
  );
}
