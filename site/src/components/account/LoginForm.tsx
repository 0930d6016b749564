import { type LoginValues, loginRules } from '@koolers/contracts/form-rules';
import { api, isServerTrouble, troubleMessage } from '../../lib/api.ts';
import { useLinkIn, useWords } from '../../lib/words.tsx';
import { rememberSignIn } from '../../stores/session.ts';
import { Field } from '../forms/Field.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { useForm } from '../forms/use-form.ts';

/**
 * Email and password; "Logging in..." while busy; the server's message (or the spec's) above the
 * form. Used by /login and inline in the checkout, which decide where a signed-in shopper goes.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: (name: string) => void }) {
  const words = useWords('signIn');
  const link = useLinkIn();
  const form = useForm<LoginValues>({ email: '', password: '' }, loginRules);
  const submit = form.onSubmit(async (values) => {
    const result = await api.post<{ name: string }>('/auth/login', values);
    if (result.ok) {
      rememberSignIn(result.data.name);
      onSignedIn(result.data.name);
      return;
    }
    form.showServerError(
      result,
      isServerTrouble(result) ? troubleMessage(result, words.serverErrorLater) : result.message || words.loginFailed,
    );
  });
  return (
    <form className="form" onSubmit={submit} noValidate>
      <FormAlert message={form.alert} />
      <Field label={words.emailAddress} type="email" autoComplete="email" required {...form.field('email')} />
      <Field label={words.password} type="password" autoComplete="current-password" required {...form.field('password')} />
      <div className="form__actions">
        <SubmitButton busy={form.busy} busyLabel={words.loggingIn}>
          {words.login}
        </SubmitButton>
        <a href={link('/forgot-password')}>{words.forgotPassword}</a>
      </div>
    </form>
  );
}
