import { api, isServerTrouble } from '../../lib/api.ts';
import { isEmail, isPassword, isPhone, messages } from '../../lib/validation.ts';
import { Field } from '../forms/Field.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { type Rules, useForm } from '../forms/use-form.ts';

type Values = { name: string; email: string; phoneNumber: string; password: string; confirmPassword: string };
const rules: Rules<Values> = {
  name: (value) => (value.trim() ? undefined : messages.name),
  email: (value) => (isEmail(value) ? undefined : messages.registerEmail),
  phoneNumber: (value) => (isPhone(value) ? undefined : messages.phone),
  password: (value) => (isPassword(value) ? undefined : messages.password),
  confirmPassword: (value, values) => (value === values.password ? undefined : messages.passwordsDiffer),
};

export const REGISTERED = 'Registration successful!';
const REGISTRATION_FAILED = 'Registration failed!';
const REGISTRATION_UNREACHABLE = 'Server error. Please try again.';

/** The spec's register form; the caller decides what follows a new account (the login form). */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const form = useForm<Values>({ name: '', email: '', phoneNumber: '', password: '', confirmPassword: '' }, rules);
  const submit = form.onSubmit(async (values) => {
    const result = await api.post('/auth/register', values);
    if (result.ok) {
      onRegistered(values.email.trim());
      return;
    }
    form.setAlert(isServerTrouble(result) ? REGISTRATION_UNREACHABLE : result.message || REGISTRATION_FAILED);
  });
  return (
    <form className="form" onSubmit={submit} noValidate>
      <FormAlert message={form.alert} />
      <Field label="Full Name" autoComplete="name" required {...form.field('name')} />
      <Field label="Email Address" type="email" autoComplete="email" required {...form.field('email')} />
      <Field label="Phone Number" type="tel" inputMode="numeric" autoComplete="tel-national" required {...form.field('phoneNumber')} />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 9 characters."
        required
        {...form.field('password')}
      />
      <Field label="Confirm Password" type="password" autoComplete="new-password" required {...form.field('confirmPassword')} />
      <p className="muted">
        By creating an account you agree to our <a href="/termsandconditions">terms and conditions</a> and to the use of your details as our{' '}
        <a href="/privacypolicy">privacy policy</a> explains.
      </p>
      <div className="form__actions">
        <SubmitButton busy={form.busy} busyLabel="Creating account..." disabled={!form.isValid}>
          CREATE ACCOUNT
        </SubmitButton>
      </div>
    </form>
  );
}
