import { type ChangeEvent, type FormEvent, useMemo, useState } from 'react';

/** A field's rule: the message to show, or nothing when the value is fine. */
export type Rule<V> = (value: string, values: V) => string | undefined;
export type Rules<V> = Partial<Record<keyof V & string, Rule<V>>>;

export type FieldProps = {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  onBlur: () => void;
  /** Takes over what was typed before the island hydrated (see `field`). */
  ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
};

/**
 * The state every form island needs: values, the rules' messages (shown once a field was left or
 * the form submitted, never while the shopper is still typing into a fresh field), whether the
 * form may be sent, a busy flag and one message above the form for what the server said.
 */
export function useForm<V extends Record<string, string>>(initial: V, rules: Rules<V>) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');

  const errors = useMemo(() => {
    const found: Partial<Record<keyof V, string>> = {};
    for (const name of Object.keys(rules) as (keyof V & string)[]) {
      const message = rules[name]?.(values[name] ?? '', values);
      if (message) found[name] = message;
    }
    return found;
  }, [values, rules]);
  const isValid = Object.keys(errors).length === 0;

  function field(name: keyof V & string): FieldProps {
    return {
      name,
      value: values[name] ?? '',
      error: touched[name] || submitted ? errors[name] : undefined,
      onChange: (event) => setValues((current) => ({ ...current, [name]: event.target.value })),
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
      // On a slow phone a shopper may type before the island hydrates: the text is then in the
      // element but not in the state, and the next render would erase it. Take it over.
      ref: (element) => {
        const typed = element?.value;
        if (typed && typed !== (values[name] ?? '')) setValues((current) => ({ ...current, [name]: typed }));
      },
    };
  }

  /** Runs `action` with the values when the form is valid and not already busy. */
  function onSubmit(action: (values: V) => Promise<void> | void) {
    return async (event: FormEvent) => {
      event.preventDefault();
      setSubmitted(true);
      if (!isValid || busy) return;
      setBusy(true);
      setAlert('');
      try {
        await action(values);
      } finally {
        setBusy(false);
      }
    };
  }

  return { values, setValues, errors, isValid, busy, alert, setAlert, field, onSubmit };
}
