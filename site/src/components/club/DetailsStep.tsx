import type { FormEvent } from 'react';
import { fill, useWords } from '../../lib/words.tsx';
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
  const words = useWords('club');
  return (
    <form className="form" onSubmit={onNext} noValidate>
      <p className="muted join-club__step" ref={stepStart} tabIndex={-1}>
        {fill(words.detailsStep, { price: priceLabel })}
      </p>
      <FormAlert message={error ?? ''} />
      <Field label={words.name} autoComplete="name" required {...form.field('name')} />
      <Field label={words.email} type="email" autoComplete="email" required {...form.field('email')} />
      <Field label={words.phone} inputMode="numeric" autoComplete="tel-national" required {...form.field('phone')} />
      <Field label={words.address} autoComplete="street-address" multiline required {...form.field('address')} />
      <Field label={words.pincode} inputMode="numeric" autoComplete="postal-code" maxLength={6} required {...form.field('pincode')} />
      <div className="form__actions">
        <SubmitButton busy={busy} busyLabel={words.pleaseWait}>
          {words.next}
        </SubmitButton>
        <button type="button" className="button button--light" onClick={onClose}>
          {words.close}
        </button>
      </div>
    </form>
  );
}
