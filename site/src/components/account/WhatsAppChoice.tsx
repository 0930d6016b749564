import { useEffect, useState } from 'react';
import { type ApiResult, api } from '../../lib/api.ts';
import { useLanguage, useWords } from '../../lib/words.tsx';
import type { SectionProps } from './account-sections.ts';
import { type Choice, choiceText } from './whatsapp-choice.ts';

/**
 * "Send me order updates on WhatsApp" for the account's phone number (issue 33): never pre-ticked,
 * showing the current choice and when it was made, saved as soon as it changes.
 */
export function WhatsAppChoice({ onSessionEnded }: Pick<SectionProps, 'onSessionEnded'>) {
  const words = useWords('account');
  const language = useLanguage();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const answer = (result: ApiResult<Choice>) => {
    if (result.ok) setChoice(result.data);
    else if (result.status === 401) onSessionEnded();
    else setError(result.message);
  };
  useEffect(() => {
    void api.get<Choice>('/me/whatsapp').then((result) => {
      if (result.ok) setChoice(result.data);
      else if (result.status === 401) onSessionEnded();
      else setError(result.message);
    });
  }, [onSessionEnded]);

  async function change(optIn: boolean) {
    if (busy) return;
    const before = choice;
    // The box shows the tap at once (it stays focused for the keyboard); the answer says when it was saved, or puts it back.
    setChoice(before && { ...before, optedIn: optIn });
    setBusy(true);
    setError('');
    const result = await api.put<Choice>('/me/whatsapp', { optIn });
    if (!result.ok) setChoice(before);
    answer(result);
    setBusy(false);
  }

  return (
    <section aria-labelledby="whatsapp-title" className="whatsapp-choice">
      <h3 id="whatsapp-title">{words.orderMessages}</h3>
      <label>
        <input
          type="checkbox"
          checked={choice?.optedIn ?? false}
          disabled={!choice}
          aria-describedby="whatsapp-choice"
          onChange={(event) => void change(event.target.checked)}
        />
        {words.whatsAppOptIn}
      </label>
      <p id="whatsapp-choice" className={error ? 'field__error' : 'muted'} role="status">
        {error || (busy ? words.saving : choice ? choiceText(choice, words, language) : words.loading)}
      </p>
    </section>
  );
}
