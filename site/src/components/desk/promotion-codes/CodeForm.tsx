import type { DeskPromotionCode } from '@koolers/contracts/promotions';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api.ts';
import { fill, useWords } from '../../../lib/words.tsx';
import { useFocusOnMount } from '../use-focus-on-mount.ts';
import { CodeLimitFields } from './CodeLimitFields.tsx';
import { CodeOfferFields } from './CodeOfferFields.tsx';
import { CodeScopeFields } from './CodeScopeFields.tsx';
import { type Draft, draftOf, EMPTY, settingsOf } from './code-draft.ts';
import type { Item } from './code-form-props.ts';

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
  const words = useWords('desk');
  const [draft, setDraft] = useState<Draft>(() => (editing ? draftOf(editing) : EMPTY));
  const [problem, setProblem] = useState<{ text: string; field?: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const heading = useFocusOnMount<HTMLHeadingElement>();

  // A refused save puts the focus on the field it is about.
  useEffect(() => {
    if (problem?.field) form.current?.querySelector<HTMLElement>(`[name="${problem.field}"]`)?.focus();
  }, [problem]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

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
    onSaved(fill(editing === null ? words.codeCreated : words.codeSaved, { code: settings.code.toUpperCase() }));
  }

  const invalid = (field: string) => (problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': 'code-form-problem' } : {});

  return (
    <form ref={form} className="desk-code-form" onSubmit={save} aria-labelledby="code-form-heading">
      <h2 id="code-form-heading" tabIndex={-1} ref={heading}>
        {editing === null ? words.newCode : fill(words.changeCodeHeading, { code: editing.code })}
      </h2>
      {problem && (
        <p id="code-form-problem" className="field__error" role="alert">
          {problem.text}
        </p>
      )}
      <CodeOfferFields draft={draft} set={set} invalid={invalid} />
      <CodeLimitFields draft={draft} set={set} invalid={invalid} />
      <CodeScopeFields draft={draft} set={set} items={items} />
      <div className="desk-actions">
        <button type="submit">{editing === null ? words.createCode : words.saveCode}</button>
        <button type="button" className="button--light" onClick={onClose}>
          {words.cancel}
        </button>
      </div>
    </form>
  );
}
