import { isEmail } from '@koolers/contracts/form-fields';
import { useEffect, useState } from 'react';
import { api, isServerTrouble } from '../../lib/api.ts';
import { safeReturnPath } from '../../lib/return-path.ts';
import { Field } from '../forms/Field.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { type Rules, useForm } from '../forms/use-form.ts';
import { useFocusOnMount } from './use-focus-on-mount.ts';
import '../forms/forms.css';
import './desk.css';
import { useWords, withWords } from '../../lib/words.tsx';

const next = () => safeReturnPath(new URLSearchParams(location.search).get('next'), '/admin-dashboard');

/**
 * /admin-login: email and password, then the code from the authenticator app (or a recovery
 * code). An account whose app is not set up yet is told to use its set-up link: setting an app
 * up takes a one-time link (/admin-register), never the password alone.
 */
function AdminLogin() {
  const [codeDue, setCodeDue] = useState(false);

  useEffect(() => {
    api.get('/admin/me').then((result) => {
      if (result.ok) location.replace(next());
    });
  }, []);

  return codeDue ? <CodeStep /> : <PasswordStep onPassed={() => setCodeDue(true)} />;
}

function PasswordStep({ onPassed }: { onPassed: () => void }) {
  const words = useWords('desk');
  type Values = { email: string; password: string };
  const rules: Rules<Values> = {
    email: (value) => (isEmail(value) ? undefined : words.enterValidEmail),
    password: (value) => (value ? undefined : words.enterPassword),
  };
  const form = useForm<Values>({ email: '', password: '' }, rules);
  const submit = form.onSubmit(async (values) => {
    const result = await api.post<{ next: 'second-factor' }>('/admin/login', values);
    if (result.ok) return onPassed();
    form.setAlert(isServerTrouble(result) ? words.loginUnreachable : result.message || words.invalidCredentials);
  });
  return (
    <form className="form" onSubmit={submit} noValidate>
      <FormAlert message={form.alert} />
      <Field label={words.emailLabel} type="email" autoComplete="username" required {...form.field('email')} />
      <Field label={words.passwordLabel} type="password" autoComplete="current-password" required {...form.field('password')} />
      <div className="form__actions">
        <SubmitButton busy={form.busy} busyLabel={words.loggingIn}>
          {words.login}
        </SubmitButton>
      </div>
    </form>
  );
}

/** The 6-digit code (or a recovery code instead, for a lost phone). */
function CodeStep() {
  const words = useWords('desk');
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [useRecovery, setUseRecovery] = useState(false);
  type Values = { code: string };
  const rules: Rules<Values> = {
    code: (value) =>
      useRecovery
        ? value.trim().length >= 10
          ? undefined
          : words.enterRecoveryCode
        : /^\d{6}$/.test(value.replace(/\s/g, ''))
          ? undefined
          : words.enterAppCode,
  };
  const form = useForm<Values>({ code: '' }, rules);
  const submit = form.onSubmit(async ({ code }) => {
    const result = await api.post('/admin/second-factor', useRecovery ? { recoveryCode: code } : { code: code.replace(/\s/g, '') });
    if (result.ok) return location.assign(next());
    form.setAlert(isServerTrouble(result) ? words.loginUnreachable : result.message);
  });
  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="code-heading">
      <h2 id="code-heading" tabIndex={-1} ref={heading}>
        {useRecovery ? words.recoveryCodeHeading : words.appCodeHeading}
      </h2>
      <FormAlert message={form.alert} />
      <Field
        key={String(useRecovery)}
        label={useRecovery ? words.recoveryCodeLabel : words.appCodeLabel}
        hint={useRecovery ? words.recoveryCodeHint : words.appCodeHint}
        inputMode={useRecovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        required
        {...form.field('code')}
      />
      <div className="form__actions">
        <SubmitButton busy={form.busy} busyLabel={words.checking}>
          {words.signIn}
        </SubmitButton>
        <button type="button" className="button button--light" onClick={() => setUseRecovery((on) => !on)}>
          {useRecovery ? words.useAppInstead : words.useRecoveryCode}
        </button>
      </div>
    </form>
  );
}

export default withWords(AdminLogin);
