import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import type { FieldProps } from './use-form.ts';
import './forms.css';

type Props = FieldProps & {
  label: string;
  /** A line under the label: what the field is for, its format. */
  hint?: ReactNode;
  multiline?: boolean;
  /** A message about the field shown elsewhere (a live check's line): its id, and whether it is a problem. */
  status?: { id: string; invalid: boolean };
} & Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldProps | 'children'>;

/** A labelled input (or textarea) with its hint and its error, tied together for screen readers. */
export function Field({ label, hint, error, multiline = false, status, ...input }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : '', status?.id ?? ''].filter(Boolean).join(' ') || undefined;
  const shared = { id, 'aria-invalid': error || status?.invalid ? true : undefined, 'aria-describedby': describedBy };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea
          {...shared}
          ref={input.ref}
          name={input.name}
          value={input.value}
          onChange={input.onChange}
          onBlur={input.onBlur}
          required={input.required}
          autoComplete={input.autoComplete}
          rows={3}
        />
      ) : (
        <input {...input} {...shared} />
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
