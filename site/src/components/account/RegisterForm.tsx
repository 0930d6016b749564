import { type RegisterValues, registerRules } from '@koolers/contracts/form-rules';
import { api, isServerTrouble, troubleMessage } from '../../lib/api.ts';
import { rememberSignIn } from '../../stores/session.ts';
import { Field } from '../forms/Field.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { useForm } from '../forms/use-form.ts';
import { markNewAccount } from './greeting.ts';

export const REGISTERED = 'Registration successful!';
const REGISTRATION_FAILED = 'Registration failed!';
const REGISTRATION_SERVER_ERROR = 'Server error. Please try again.';

/**
 * The spec's register form. A new account is signed in at once (nobody types the password they just
 * chose twice); the caller decides where the new customer goes next.
 */
export function RegisterForm({ onRegistered }: { onRegistered: (name: string) => void }) {
  const form = useForm<RegisterValues>({ name: '', email: '', phoneNumber: '', password: '', confirmPassword: '' }, registerRules);
  const submit = form.onSubmit(async (values) => {
    const result = await api.post<{ name: string }>('/auth/register', values);
    if (result.ok) {
      rememberSignIn(result.data.name);
      markNewAccount(values.email);
      onRegistered(result.data.name);
      return;
    }
    form.showServerError(
      result,
      isServerTrouble(result) ? troubleMessage(result, REGISTRATION_SERVER_ERROR) : result.message || REGISTRATION_FAILED,
      {
        email_taken: 'email',
      },
    );
  });
  return (
    <form className="form" onSubmit={submit} noValidate>
      <FormAlert message={form.alert} />
      <Field label="Full Name" autoComplete="name" required {...form.field('name')} />
      <Field label="Email Address" type="email" autoComplete="email" required {...form.field('email')} />
      <Field label="Phone Number" inputMode="numeric" autoComplete="tel-national" required {...form.field('phoneNumber')} />
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
        <SubmitButton busy={form.busy} busyLabel="Creating account...">
          CREATE ACCOUNT
        </SubmitButton>
      </div>
    </form>
  );
}
