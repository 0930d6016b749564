import type { Draft } from './code-draft.ts';
import type { DraftFields } from './code-form-props.ts';

/** What the code is and what it gives: its words, a note for the team, a percentage or an amount off. */
export function CodeOfferFields({ draft, set, invalid }: DraftFields) {
  return (
    <>
      <div className="field">
        <label htmlFor="code-name">Code</label>
        <p id="code-name-hint" className="field__hint">
          Shoppers type it in any case: 3 to 24 letters, digits or dashes.
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
        <label htmlFor="code-description">Note for the team (optional)</label>
        <input
          id="code-description"
          name="description"
          value={draft.description}
          onChange={(event) => set('description', event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="code-kind">Discount</label>
        <select id="code-kind" name="kind" value={draft.kind} onChange={(event) => set('kind', event.target.value as Draft['kind'])}>
          <option value="percent">A percentage off</option>
          <option value="amount">An amount off (₹)</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="code-value">{draft.kind === 'percent' ? 'Percent off' : 'Rupees off'}</label>
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
