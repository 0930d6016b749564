import type { FormRule, FormRules } from '@koolers/contracts/form-rules';
import { ruleSentenceIn } from '@koolers/contracts/words/rule-sentences';
import { type ChangeEvent, type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { ApiFailure } from '../../lib/api.ts';
import { useWords } from '../../lib/words.tsx';

/** A field's rule: the message to show, or nothing when the value is fine (the shop's forms' own are in @koolers/contracts). */
export type Rule<V> = FormRule<V>;
export type Rules<V> = FormRules<V>;

type Editable = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export type FieldProps = {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<Editable>) => void;
  onBlur: () => void;
  /** Takes over what was typed before the island hydrated, and lets the form move focus here (see `field`). */
  ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
};

/**
 * The state every form island needs: values, the rules' messages (shown once a field was left or
 * the form submitted, never while the shopper is still typing into a fresh field), whether the
 * form may be sent, a busy flag, one message above the form for what the server said about the
 * form as a whole, and what it said about one field, shown beside that field.
 *
 * A refused form moves focus to its first error: the first field a rule refuses, or the field the
 * server refused, so a person on a phone sees the message and a screen reader reads it.
 *
 * The rules answer in English, the language they share with the API; their sentences are shown in
 * the page's language (the `formRules` words), as is an alert that is one of them.
 */
export function useForm<V extends Record<string, string>>(initial: V, rules: Rules<V>) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof V, string>>>({});
  const elements = useRef(new Map<keyof V, HTMLElement>());
  const [focusRequest, setFocusRequest] = useState<{ field: keyof V } | null>(null);
  const ruleWords = useWords('formRules');

  const errors = useMemo(() => {
    const found: Partial<Record<keyof V, string>> = {};
    for (const name of Object.keys(rules) as (keyof V & string)[]) {
      const message = rules[name]?.(values[name] ?? '', values);
      if (message) found[name] = ruleSentenceIn(ruleWords, message);
    }
    return found;
  }, [values, rules, ruleWords]);
  const isValid = Object.keys(errors).length === 0;

  // Once the message is on the page, so the field's description includes it when focus lands.
  useEffect(() => {
    if (focusRequest) elements.current.get(focusRequest.field)?.focus();
  }, [focusRequest]);

  function field(name: keyof V & string): FieldProps {
    return {
      name,
      value: values[name] ?? '',
      error: serverErrors[name] ?? (touched[name] || submitted ? errors[name] : undefined),
      onChange: (event) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        // What the server said was about the value it saw.
        setServerErrors((current) => (current[name] === undefined ? current : { ...current, [name]: undefined }));
      },
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
      // On a slow phone a shopper may type before the island hydrates: the text is then in the
      // element but not in the state, and the next render would erase it. Take it over.
      ref: (element) => {
        if (!element) return;
        elements.current.set(name, element);
        const typed = element.value;
        if (typed && typed !== (values[name] ?? '')) setValues((current) => ({ ...current, [name]: typed }));
      },
    };
  }

  /** Runs `action` with the values when the form is valid and not already busy; otherwise shows why. */
  function onSubmit(action: (values: V) => Promise<void> | void) {
    return async (event: FormEvent) => {
      event.preventDefault();
      setSubmitted(true);
      if (busy) return;
      if (!isValid) {
        const first = (Object.keys(values) as (keyof V)[]).find((name) => errors[name]);
        if (first !== undefined) setFocusRequest({ field: first });
        return;
      }
      setBusy(true);
      setAlert('');
      setServerErrors({});
      try {
        await action(values);
      } finally {
        setBusy(false);
      }
    };
  }

  /**
   * What the API refused. A refusal about one of this form's fields (the API names it in
   * `details.field`, or `fieldFor` maps the error's code to it: `{ email_taken: 'email' }`) is shown
   * beside that field, and focus moves there; anything else is `alert`, above the form. True when
   * it went beside a field.
   */
  function showServerError(result: ApiFailure, alert: string, fieldFor: Partial<Record<string, keyof V & string>> = {}): boolean {
    const named = result.details?.field;
    const field = fieldFor[result.code] ?? (typeof named === 'string' && named in values ? (named as keyof V & string) : undefined);
    // The shop's own trouble (0, 5xx) is never about a field.
    if (field === undefined || result.status === 0 || result.status >= 500) {
      setAlert(alert);
      return false;
    }
    setServerErrors({ [field]: result.message } as Partial<Record<keyof V, string>>);
    setFocusRequest({ field });
    return true;
  }

  // The alert is kept as it was set (a step compares it with the rule's sentence), and shown in the page's words.
  const shownAlert = ruleSentenceIn(ruleWords, alert);
  return { values, setValues, errors, isValid, busy, alert: shownAlert, setAlert, showServerError, field, onSubmit };
}
