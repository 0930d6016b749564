import { useWords } from '../../../lib/words.tsx';
import type { Draft } from './code-draft.ts';
import type { DraftFields } from './code-form-props.ts';

/** What the code is and what it gives: its words, a note for the team, a percentage or an amount off. */
export function CodeOfferFields({ draft, set, invalid }: DraftFields) {
  const words = useWords('desk');
  return (
    <>
      <div className="field">
        <label htmlFor="code-name">{words.codeField}</label>
        <p id="code-name-hint" className="field__hint">
          {words.codeFieldHint}
        </p>
        <input
          id="code-name"
          name="code"
          required
          value={draft.code}
          onChange={(event) => set('code', event.target.value)}
          aria-describedby="code-name-hint"
          {...invalid('code')}
        />
      </div>
      <div className="field">
        <label htmlFor="code-description">{words.noteForTeam}</label>
        <input
          id="code-description"
          name="description"
          value={draft.description}
          onChange={(event) => set('description', event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="code-kind">{words.discountField}</label>
        <select id="code-kind" name="kind" value={draft.kind} onChange={(event) => set('kind', event.target.value as Draft['kind'])}>
          <option value="percent">{words.percentageOff}</option>
          <option value="amount">{words.amountOff}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="code-value">{draft.kind === 'percent' ? words.percentOffField : words.rupeesOffField}</label>
        <input
          id="code-value"
          name="value"
          type="number"
          required
          min={draft.kind === 'percent' ? 1 : 0.01}
          max={draft.kind === 'percent' ? 100 : undefined}
          step={draft.kind === 'percent' ? 1 : 0.01}
          value={draft.value}
          onChange={(event) => set('value', event.target.value)}
          {...invalid('value')}
        />
      </div>
    </>
  );
}
