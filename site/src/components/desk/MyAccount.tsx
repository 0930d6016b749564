import type { WordsOf } from '@koolers/contracts/words/index';
import { useState } from 'react';
import { api, isServerTrouble } from '../../lib/api.ts';
import { fill, useWords } from '../../lib/words.tsx';
import { Field } from '../forms/Field.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { type Rules, useForm } from '../forms/use-form.ts';
import type { Staff } from './desk-api.ts';

type Values = { currentPassword: string; code: string; newPassword: string };

const rulesOf = (words: WordsOf<'desk'>): Rules<Values> => ({
  currentPassword: (value) => (value ? undefined : words.enterCurrentPassword),
  code: (value) => (/^\d{6}$/.test(value.replace(/\s/g, '')) ? undefined : words.enterAppCode),
  newPassword: (value, values) =>
    value.length < 12 ? words.passwordTooShort : value === values.currentPassword ? words.passwordSameAsCurrent : undefined,
});

/**
 * Everyone's own account: a new password (the current one and a code from the app, so a session
 * left open is not enough). The other sessions end. A lost phone or a forgotten password is for an
 * owner: they send a new sign-in link from Team.
 */
export function MyAccount({ staff }: { staff: Staff }) {
  const words = useWords('desk');
  const [notice, setNotice] = useState('');
  const [round, setRound] = useState(0);
  return (
    <section aria-labelledby="account-heading">
      <h1 id="account-heading">{words.accountHeading}</h1>
      <p>{fill(words.accountDetails, { name: staff.name, email: staff.email, role: staff.role })}</p>
      <h2 id="password-heading">{words.changePasswordHeading}</h2>
      <FormAlert tone="success" message={notice} />
      <PasswordForm
        // A fresh, empty form after each change.
        key={round}
        onChanged={(message) => {
          setNotice(message);
          setRound((n) => n + 1);
        }}
        onStarted={() => setNotice('')}
      />
    </section>
  );
}

function PasswordForm({ onChanged, onStarted }: { onChanged: (message: string) => void; onStarted: () => void }) {
  const words = useWords('desk');
  const form = useForm<Values>({ currentPassword: '', code: '', newPassword: '' }, rulesOf(words));
  const submit = form.onSubmit(async (values) => {
    onStarted();
    const result = await api.post<{ message: string }>('/admin/password', { ...values, code: values.code.replace(/\s/g, '') });
    if (result.ok) return onChanged(result.data.message);
    form.setAlert(isServerTrouble(result) ? words.loginUnreachable : result.message);
  });
  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="password-heading">
      <FormAlert message={form.alert} />
      <Field
        label={words.currentPasswordLabel}
        type="password"
        autoComplete="current-password"
        required
        {...form.field('currentPassword')}
      />
      <Field
        label={words.codeFromYourApp}
        hint={words.sixDigits}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        {...form.field('code')}
      />
      <Field
        label={words.newPasswordLabel}
        type="password"
        autoComplete="new-password"
        required
        hint={words.atLeast12Characters}
        {...form.field('newPassword')}
      />
      <div className="form__actions">
        <SubmitButton busy={form.busy} busyLabel={words.saving}>
          {words.changePassword}
        </SubmitButton>
      </div>
    </form>
  );
}
