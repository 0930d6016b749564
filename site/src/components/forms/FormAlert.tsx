import './forms.css';

/**
 * The message above a form: what the server said, or the spec's wording for a failure. The live
 * region is always in the page, so a screen reader announces a message when it appears.
 */
export function FormAlert({ message, tone = 'error' }: { message: string; tone?: 'error' | 'success' }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={message ? `form-alert form-alert--${tone}` : 'form-alert--empty'}>
      {message}
    </div>
  );
}
