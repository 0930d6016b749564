import { type ChangePasswordValues, changePasswordRules } from '@koolers/contracts/form-rules';
import { useState } from 'react';
import { api, isServerTrouble, troubleMessage } from '../../lib/api.ts';
import { useWords } from '../../lib/words.tsx';
import { Field } from '../forms/Field.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { useForm } from '../forms/use-form.ts';

/** A new password, proven with the current one; the API logs out every other device. */
export function ChangePasswordForm() {
  // A fresh, empty form after each change (the old one's "submitted" state would flag empty fields).
  const [round, setRound] = useState(0);
  const [changed, setChanged] = useState('');
  return (
    <PasswordFields
      key={round}
      changed={changed}
      onChanged={(message) => {
        setChanged(message);
        setRound(round + 1);
      }}
    />
  );
}

function PasswordFields({ changed, onChanged }: { changed: string; onChanged: (message: string) => void }) {
  const words = useWords('account');
  const form = useForm<ChangePasswordValues>({ currentPassword: '', password: '', confirmPassword: '' }, changePasswordRules);
  const change = form.onSubmit(async (values) => {
    const result = await api.post<{ message: string }>('/auth/change-password', values);
    if (result.ok) onChanged(result.data.message);
    else
      form.showServerError(result, isServerTrouble(result) ? troubleMessage(result, words.serverError) : result.message, {
        wrong_password: 'currentPassword',
      });
  });

  return (
    <form className="form" onSubmit={change} noValidate aria-labelledby="change-password-title">
      <h3 id="change-password-title">{words.changePassword}</h3>
      <FormAlert message={form.alert} />
      <FormAlert tone="success" message={form.alert ? '' : changed} />
      <Field label={words.currentPassword} type="password" autoComplete="current-password" required {...form.field('currentPassword')} />
      <Field
        label={words.newPassword}
        type="password"
        autoComplete="new-password"
        hint={words.passwordHint}
        required
        {...form.field('password')}
      />
      <Field label={words.confirmNewPassword} type="password" autoComplete="new-password" required {...form.field('confirmPassword')} />
      <div className="form__actions">
        <SubmitButton busy={form.busy} busyLabel={words.changing}>
          {words.changePassword}
        </SubmitButton>
      </div>
    </form>
  );
}
