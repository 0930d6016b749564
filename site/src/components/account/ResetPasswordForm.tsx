import { type NewPasswordValues, newPasswordRules } from '@koolers/contracts/form-rules';
import { useEffect, useState } from 'react';
import { api, isServerTrouble, troubleMessage } from '../../lib/api.ts';
import { useLinkIn, useWords, withWords } from '../../lib/words.tsx';
import { Field } from '../forms/Field.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { useForm } from '../forms/use-form.ts';

/** The token of the emailed link, from the address's fragment (`#token=…`: never sent to a server). */
function tokenFromLink(): string {
  return new URLSearchParams(location.hash.replace(/^#/, '')).get('token') ?? '';
}

/**
 * /reset-password: a new password (the registration's rules) through the emailed link; every
 * session of the account ends, and the customer logs in again.
 */
function ResetPasswordForm() {
  const words = useWords('signIn');
  const link = useLinkIn();
  const [token, setToken] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const form = useForm<NewPasswordValues>({ password: '', confirmPassword: '' }, newPasswordRules);

  useEffect(() => {
    const found = tokenFromLink();
    setToken(found);
    // The token has done its job once read: it leaves the address bar (and the history).
    if (found) history.replaceState(null, '', location.pathname);
  }, []);

  const submit = form.onSubmit(async (values) => {
    const result = await api.post<{ message: string }>('/auth/reset-password', { token, ...values });
    if (result.ok) setDone(result.data.message);
    else form.showServerError(result, isServerTrouble(result) ? troubleMessage(result, words.serverErrorLater) : result.message);
  });

  if (token === null) return null;
  if (done) {
    return (
      <div className="form">
        <FormAlert tone="success" message={done} />
        <p>
          <a className="button" href={link('/login')}>
            {words.login}
          </a>
        </p>
      </div>
    );
  }
  if (!token) {
    return (
      <div className="form">
        <FormAlert message={words.noResetLink} />
        <p>
          <a href={link('/forgot-password')}>{words.askForNewLink}</a>
        </p>
      </div>
    );
  }
  return (
    <form className="form" onSubmit={submit} noValidate>
      <FormAlert message={form.alert} />
      {form.alert && (
        <p>
          <a href={link('/forgot-password')}>{words.askForNewLink}</a>
        </p>
      )}
      <Field
        label={words.newPasswordCapitals}
        type="password"
        autoComplete="new-password"
        hint={words.passwordHint}
        required
        {...form.field('password')}
      />
      <Field label={words.confirmPassword} type="password" autoComplete="new-password" required {...form.field('confirmPassword')} />
      <div className="form__actions">
        <SubmitButton busy={form.busy} busyLabel={words.saving}>
          {words.setNewPassword}
        </SubmitButton>
      </div>
    </form>
  );
}

export default withWords(ResetPasswordForm);
