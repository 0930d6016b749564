import { useState } from 'react';
import { api, isServerTrouble } from '../../lib/api.ts';
import { Field } from '../forms/Field.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { type Rules, useForm } from '../forms/use-form.ts';
import type { Staff } from './desk-api.ts';
import { DESK } from './desk-messages.ts';

type Values = { currentPassword: string; code: string; newPassword: string };

const rules: Rules<Values> = {
  currentPassword: (value) => (value ? undefined : 'Please enter your current password.'),
  code: (value) => (/^\d{6}$/.test(value.replace(/\s/g, '')) ? undefined : 'Please enter the 6-digit code from your authenticator app.'),
  newPassword: (value, values) =>
    value.length < 12
      ? 'Your password must be at least 12 characters.'
      : value === values.currentPassword
        ? 'Choose a password other than your current one.'
        : undefined,
};

/**
 * Everyone's own account: a new password (the current one and a code from the app, so a session
 * left open is not enough). The other sessions end. A lost phone or a forgotten password is for an
 * owner: they send a new sign-in link from Team.
 */
export function MyAccount({ staff }: { staff: Staff }) {
  const [notice, setNotice] = useState('');
  const [round, setRound] = useState(0);
  return (
    <section aria-labelledby="account-heading">
      <h1 id="account-heading">My account</h1>
      <p>
        {staff.name}, {staff.email} ({staff.role})
      </p>
      <h2 id="password-heading">Change your password</h2>
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
  const form = useForm<Values>({ currentPassword: '', code: '', newPassword: '' }, rules);
  const submit = form.onSubmit(async (values) => {
    onStarted();
    const result = await api.post<{ message: string }>('/admin/password', { ...values, code: values.code.replace(/\s/g, '') });
    if (result.ok) return onChanged(result.data.message);
    form.setAlert(isServerTrouble(result) ? DESK.loginUnreachable : result.message);
  });
  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="password-heading">
      <FormAlert message={form.alert} />
      <Field label="Current password" type="password" autoComplete="current-password" required {...form.field('currentPassword')} />
      <Field
        label="Code from your authenticator app"
        hint="6 digits."
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        {...form.field('code')}
      />
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 12 characters."
        {...form.field('newPassword')}
      />
      <div className="form__actions">
        <SubmitButton busy={form.busy} busyLabel="Saving...">
          Change password
        </SubmitButton>
      </div>
    </form>
  );
}
