import { isEmail } from '@koolers/contracts/form-fields';
import { useEffect, useState } from 'react';
import { api, isServerTrouble } from '../../lib/api.ts';
import { safeReturnPath } from '../../lib/return-path.ts';
import { Field } from '../forms/Field.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { type Rules, useForm } from '../forms/use-form.ts';
import { DESK } from './desk-messages.ts';
import { takeRegisteredNotice } from './registered-notice.ts';
import { useFocusOnMount } from './use-focus-on-mount.ts';
import '../forms/forms.css';
import './desk.css';

type Step = 'password' | 'second-factor' | 'setup-second-factor' | 'recovery-codes';
type Enrolment = { qrCode: string; secret: string };

const next = () => safeReturnPath(new URLSearchParams(location.search).get('next'), '/admin-dashboard');

/**
 * /admin-login: email and password, then the code from the authenticator app (or a recovery
 * code). At the first sign-in the app is set up here: a QR code, the same secret to type, a first
 * code, and the recovery codes shown once.
 */
export default function AdminLogin() {
  const [step, setStep] = useState<Step>('password');
  const [notice, setNotice] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);

  useEffect(() => {
    setNotice(takeRegisteredNotice());
    api.get('/admin/me').then((result) => {
      if (result.ok) location.replace(next());
    });
  }, []);

  if (step === 'password') return <PasswordStep notice={notice} onPassed={setStep} />;
  if (step === 'second-factor') return <CodeStep />;
  if (step === 'setup-second-factor') {
    return (
      <SetupStep
        onDone={(codes) => {
          setRecoveryCodes(codes);
          setStep('recovery-codes');
        }}
      />
    );
  }
  return <RecoveryCodes codes={recoveryCodes} />;
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section aria-labelledby="recovery-heading" className="form">
      <h2 id="recovery-heading" tabIndex={-1} ref={heading}>
        Your recovery codes
      </h2>
      <p>Keep these somewhere safe, away from your phone. Each one signs you in once if your phone is lost. They are shown only now.</p>
      <ul className="desk-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="form__actions">
        <a className="button" href={next()}>
          I have saved them: open the desk
        </a>
      </div>
    </section>
  );
}

function PasswordStep({ notice, onPassed }: { notice: string; onPassed: (step: Step) => void }) {
  type Values = { email: string; password: string };
  const rules: Rules<Values> = {
    email: (value) => (isEmail(value) ? undefined : 'Please enter a valid email.'),
    password: (value) => (value ? undefined : 'Please enter your password.'),
  };
  const form = useForm<Values>({ email: '', password: '' }, rules);
  const submit = form.onSubmit(async (values) => {
    const result = await api.post<{ next: Step }>('/admin/login', values);
    if (result.ok) return onPassed(result.data.next);
    form.setAlert(isServerTrouble(result) ? DESK.loginUnreachable : result.message || DESK.invalidCredentials);
  });
  return (
    <form className="form" onSubmit={submit} noValidate>
      <FormAlert message={form.alert} />
      {notice && !form.alert && <FormAlert tone="success" message={notice} />}
      <Field label="Email" type="email" autoComplete="username" required {...form.field('email')} />
      <Field label="Password" type="password" autoComplete="current-password" required {...form.field('password')} />
      <div className="form__actions">
        <SubmitButton busy={form.busy} busyLabel="Logging in..." disabled={!form.isValid}>
          Login
        </SubmitButton>
      </div>
    </form>
  );
}

/** The 6-digit code (or a recovery code instead, for a lost phone). */
function CodeStep() {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [useRecovery, setUseRecovery] = useState(false);
  type Values = { code: string };
  const rules: Rules<Values> = {
    code: (value) =>
      useRecovery
        ? value.trim().length >= 10
          ? undefined
          : 'Please enter one of your recovery codes.'
        : /^\d{6}$/.test(value.replace(/\s/g, ''))
          ? undefined
          : 'Please enter the 6-digit code from your authenticator app.',
  };
  const form = useForm<Values>({ code: '' }, rules);
  const submit = form.onSubmit(async ({ code }) => {
    const result = await api.post('/admin/second-factor', useRecovery ? { recoveryCode: code } : { code: code.replace(/\s/g, '') });
    if (result.ok) return location.assign(next());
    form.setAlert(isServerTrouble(result) ? DESK.loginUnreachable : result.message);
  });
  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="code-heading">
      <h2 id="code-heading" tabIndex={-1} ref={heading}>
        {useRecovery ? 'Enter a recovery code' : 'Enter the code from your authenticator app'}
      </h2>
      <FormAlert message={form.alert} />
      <Field
        key={String(useRecovery)}
        label={useRecovery ? 'Recovery code' : 'Code'}
        hint={
          useRecovery ? 'One of the codes you saved when you set up the app, like k7m2p-x9qrt.' : '6 digits, changing every 30 seconds.'
        }
        inputMode={useRecovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        required
        {...form.field('code')}
      />
      <div className="form__actions">
        <SubmitButton busy={form.busy} busyLabel="Checking...">
          Sign in
        </SubmitButton>
        <button type="button" className="button button--light" onClick={() => setUseRecovery((on) => !on)}>
          {useRecovery ? 'Use the app instead' : 'Lost your phone? Use a recovery code'}
        </button>
      </div>
    </form>
  );
}

/** First sign-in: the QR code, the secret for typing, and a first code that proves it works. */
function SetupStep({ onDone }: { onDone: (codes: string[]) => void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [loadError, setLoadError] = useState('');
  type Values = { code: string };
  const form = useForm<Values>(
    { code: '' },
    {
      code: (value) =>
        /^\d{6}$/.test(value.replace(/\s/g, '')) ? undefined : 'Please enter the 6-digit code from your authenticator app.',
    },
  );
  useEffect(() => {
    api.get<Enrolment>('/admin/second-factor/setup').then((result) => {
      if (result.ok) setEnrolment(result.data);
      else setLoadError(isServerTrouble(result) ? DESK.loginUnreachable : result.message);
    });
  }, []);
  const submit = form.onSubmit(async ({ code }) => {
    const result = await api.post<{ recoveryCodes: string[] }>('/admin/second-factor/setup', { code: code.replace(/\s/g, '') });
    if (result.ok) return onDone(result.data.recoveryCodes);
    form.setAlert(isServerTrouble(result) ? DESK.loginUnreachable : result.message);
  });
  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="setup-heading">
      <h2 id="setup-heading" tabIndex={-1} ref={heading}>
        Set up your authenticator app
      </h2>
      <p>
        Every sign-in to the desk asks for a code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator,
        2FAS…). Scan this QR code with it, or type the key below.
      </p>
      <FormAlert message={loadError || form.alert} />
      {enrolment && (
        <>
          <img src={enrolment.qrCode} width={224} height={224} alt="QR code to add the Koolers order desk to your authenticator app" />
          <p>
            Key: <code data-testid="totp-secret">{enrolment.secret}</code>
          </p>
        </>
      )}
      <Field label="Code from the app" hint="6 digits." inputMode="numeric" autoComplete="one-time-code" required {...form.field('code')} />
      <div className="form__actions">
        <SubmitButton busy={form.busy} busyLabel="Checking..." disabled={!enrolment}>
          Finish set-up
        </SubmitButton>
      </div>
    </form>
  );
}
