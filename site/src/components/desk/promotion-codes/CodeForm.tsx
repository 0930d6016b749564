import type { DeskPromotionCode, ItemCategory } from '@koolers/contracts/promotions';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api.ts';
import { useFocusOnMount } from '../use-focus-on-mount.ts';
import { type Draft, draftOf, EMPTY, settingsOf } from './code-draft.ts';

export type Item = { ref: string; name: string; category: ItemCategory };

const CATEGORIES: { value: ItemCategory; label: string }[] = [
  { value: 'kooler', label: 'Koolers' },
  { value: 'product', label: 'Natural products' },
  { value: 'diet-drink', label: 'Diet drinks' },
];

/**
 * An owner's form for a new code or a change to one, opened from the list ("New code", "Change"):
 * a refused save names its field and puts the focus on it; a saved one says so to the list.
 */
export function CodeForm({
  editing,
  items,
  onSaved,
  onClose,
}: {
  /** The code being changed; null for a new one. */
  editing: DeskPromotionCode | null;
  items: Item[];
  onSaved: (message: string) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => (editing ? draftOf(editing) : EMPTY));
  const [problem, setProblem] = useState<{ text: string; field?: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const heading = useFocusOnMount<HTMLHeadingElement>();

  // A refused save puts the focus on the field it is about.
  useEffect(() => {
    if (problem?.field) form.current?.querySelector<HTMLElement>(`[name="${problem.field}"]`)?.focus();
  }, [problem]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const toggle = <T extends string>(list: T[], value: T) =>
    list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value];

  async function save(event: FormEvent) {
    event.preventDefault();
    const settings = settingsOf(draft);
    const result =
      editing === null
        ? await api.post<{ id: number }>('/admin/promotion-codes', settings)
        : await api.put<null>(`/admin/promotion-codes/${editing.id}`, settings);
    if (!result.ok) {
      const field = typeof result.details?.field === 'string' ? result.details.field : undefined;
      return setProblem({ text: result.message, ...(field ? { field } : {}) });
    }
    onSaved(editing === null ? `Code ${settings.code.toUpperCase()} created.` : `Code ${settings.code.toUpperCase()} saved.`);
  }

  const invalid = (field: string) => (problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': 'code-form-problem' } : {});

  return (
    <form ref={form} className="desk-code-form" onSubmit={save} aria-labelledby="code-form-heading">
      <h2 id="code-form-heading" tabIndex={-1} ref={heading}>
        {editing === null ? 'New code' : `Change code ${editing.code}`}
      </h2>
      {problem && (
        <p id="code-form-problem" className="field__error" role="alert">
          {problem.text}
        </p>
      )}
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
      <div className="field">
        <label htmlFor="code-minimum">Minimum order (₹, optional)</label>
        <input
          id="code-minimum"
          name="minimumOrderPaise"
          type="number"
          min={0}
          step={0.01}
          value={draft.minimum}
          onChange={(event) => set('minimum', event.target.value)}
          {...invalid('minimumOrderPaise')}
        />
      </div>
      <div className="field">
        <label htmlFor="code-maximum">Maximum discount (₹, optional)</label>
        <input
          id="code-maximum"
          name="maximumDiscountPaise"
          type="number"
          min={0.01}
          step={0.01}
          value={draft.maximum}
          onChange={(event) => set('maximum', event.target.value)}
          {...invalid('maximumDiscountPaise')}
        />
      </div>
      <div className="field">
        <label htmlFor="code-from">Valid from (optional)</label>
        <input
          id="code-from"
          name="validFrom"
          type="datetime-local"
          value={draft.validFrom}
          onChange={(event) => set('validFrom', event.target.value)}
          {...invalid('validFrom')}
        />
      </div>
      <div className="field">
        <label htmlFor="code-until">Valid until (optional)</label>
        <input
          id="code-until"
          name="validUntil"
          type="datetime-local"
          value={draft.validUntil}
          onChange={(event) => set('validUntil', event.target.value)}
          {...invalid('validUntil')}
        />
      </div>
      <div className="field">
        <label htmlFor="code-total">Uses in all (optional)</label>
        <input
          id="code-total"
          name="totalUseLimit"
          type="number"
          min={1}
          step={1}
          value={draft.totalUseLimit}
          onChange={(event) => set('totalUseLimit', event.target.value)}
          {...invalid('totalUseLimit')}
        />
      </div>
      <div className="field">
        <label htmlFor="code-per-customer">Uses per customer (optional)</label>
        <input
          id="code-per-customer"
          name="perCustomerLimit"
          type="number"
          min={1}
          step={1}
          value={draft.perCustomerLimit}
          onChange={(event) => set('perCustomerLimit', event.target.value)}
          {...invalid('perCustomerLimit')}
        />
      </div>
      <label className="desk-check">
        <input
          name="firstOrderOnly"
          type="checkbox"
          checked={draft.firstOrderOnly}
          onChange={(event) => set('firstOrderOnly', event.target.checked)}
        />{' '}
        A customer’s first order only
      </label>
      <fieldset className="field">
        <legend>Only for these categories (none ticked: everything)</legend>
        {CATEGORIES.map((category) => (
          <label key={category.value} className="desk-check">
            <input
              type="checkbox"
              checked={draft.categories.includes(category.value)}
              onChange={() => set('categories', toggle(draft.categories, category.value))}
            />{' '}
            {category.label}
          </label>
        ))}
      </fieldset>
      {items.length > 0 && (
        <fieldset className="field desk-code-items" name="refs">
          <legend>Or only for these items</legend>
          {items.map((item) => (
            <label key={item.ref} className="desk-check">
              <input type="checkbox" checked={draft.refs.includes(item.ref)} onChange={() => set('refs', toggle(draft.refs, item.ref))} />{' '}
              {item.name}
            </label>
          ))}
        </fieldset>
      )}
      <div className="desk-actions">
        <button type="submit">{editing === null ? 'Create code' : 'Save code'}</button>
        <button type="button" className="button--light" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
