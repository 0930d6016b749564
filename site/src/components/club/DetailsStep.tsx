import type { FormEvent } from 'react';
import { Field } from '../forms/Field.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import type { useForm } from '../forms/use-form.ts';
import type { MemberDetails } from './join-club.ts';

/** Step 1: the member's details (filled in from the account when logged in), then Next. */
export function DetailsStep({
  form,
  priceLabel,
  busy,
  error,
  stepStart,
  onNext,
  onClose,
}: {
  form: ReturnType<typeof useForm<MemberDetails>>;
  priceLabel: string;
  busy: boolean;
  error: string | null;
  stepStart: (element: HTMLElement | null) => void;
  onNext: (event: FormEvent) => void;
  onClose: () => void;
}) {
  return (
    <form className="form" onSubmit={onNext} noValidate>
      <p className="muted join-club__step" ref={stepStart} tabIndex={-1}>
        Step 1 of 2: your details. {priceLabel}
      </p>
      <FormAlert message={error ?? ''} />
      <Field label="Name" autoComplete="name" required {...form.field('name')} />
      <Field label="Email" type="email" autoComplete="email" required {...form.field('email')} />
      <Field label="Phone" inputMode="numeric" autoComplete="tel-national" required {...form.field('phone')} />
      <Field label="Address" autoComplete="street-address" multiline required {...form.field('address')} />
      <Field label="Pincode" inputMode="numeric" autoComplete="postal-code" maxLength={6} required {...form.field('pincode')} />
      <div className="form__actions">
        <SubmitButton busy={busy} busyLabel="Please wait...">
          Next
        </SubmitButton>
        <button type="button" className="button button--light" onClick={onClose}>
          Close
        </button>
      </div>
    </form>
  );
}
