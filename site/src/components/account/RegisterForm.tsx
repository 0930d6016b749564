import { type RegisterValues, registerRules } from '@koolers/contracts/form-rules';
import { api, isServerTrouble, troubleMessage } from '../../lib/api.ts';
import { useLinkIn, useWords } from '../../lib/words.tsx';
import { rememberSignIn } from '../../stores/session.ts';
import { Field } from '../forms/Field.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { useForm } from '../forms/use-form.ts';
import { markNewAccount } from './greeting.ts';

/**
 * The spec's register form. A new account is signed in at once (nobody types the password they just
 * chose twice); the caller decides where the new customer goes next, and is handed the spec's
 * "Registration successful!" in the page's language.
 */
export function RegisterForm({ onRegistered }: { onRegistered: (name: string, registered: string) => void }) {
  const words = useWords('signIn');
  const link = useLinkIn();
  const form = useForm<RegisterValues>({ name: '', email: '', phoneNumber: '', password: '', confirmPassword: '' }, registerRules);
  const submit = form.onSubmit(async (values) => {
    const result = await api.post<{ name: string }>('/auth/register', values);
    if (result.ok) {
      rememberSignIn(result.data.name);
      markNewAccount(values.email);
      onRegistered(result.data.name, words.registered);
      return;
    }
    form.showServerError(
      result,
      isServerTrouble(result) ? troubleMessage(result, words.serverError) : result.message || words.registrationFailed,
      {
        email_taken: 'email',
      },
    );
  });
  return (
    <form className="form" onSubmit={submit} noValidate>
      <FormAlert message={form.alert} />
      <Field label={words.fullName} autoComplete="name" required {...form.field('name')} />
      <Field label={words.emailAddress} type="email" autoComplete="email" required {...form.field('email')} />
      <Field label={words.phoneNumber} inputMode="numeric" autoComplete="tel-national" required {...form.field('phoneNumber')} />
      <Field
        label={words.password}
        type="password"
        autoComplete="new-password"
        hint={words.passwordHint}
        required
        {...form.field('password')}
      />
      <Field label={words.confirmPassword} type="password" autoComplete="new-password" required {...form.field('confirmPassword')} />
      <p className="muted">
        {words.termsBefore} <a href={link('/termsandconditions')}>{words.termsLink}</a> {words.termsMiddle}{' '}
        <a href={link('/privacypolicy')}>{words.privacyLink}</a> {words.termsAfter}
      </p>
      <div className="form__actions">
        <SubmitButton busy={form.busy} busyLabel={words.creatingAccount}>
          {words.createAccount}
        </SubmitButton>
      </div>
    </form>
  );
}
