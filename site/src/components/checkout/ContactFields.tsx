import { useWords } from '../../lib/words.tsx';
import { Field } from '../forms/Field.tsx';
import type { FieldProps } from '../forms/use-form.ts';

/**
 * The shopper's email (optional since phone sign-in) and phone, worded once: the contact step asks
 * for them, and the delivery step shows them again, filled in, to change.
 */
export function ContactFields({ email, phone }: { email: FieldProps; phone: FieldProps }) {
  const words = useWords('checkout');
  return (
    <>
      <Field label={words.email} hint={words.emailHint} type="email" autoComplete="email" {...email} />
      <Field label={words.phone} inputMode="numeric" autoComplete="tel-national" required {...phone} />
    </>
  );
}
