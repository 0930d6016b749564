import { useEffect, useState } from 'react';
import { api, isServerTrouble } from '../../lib/api.ts';
import { Field } from '../forms/Field.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { useForm } from '../forms/use-form.ts';
import { DESK } from './desk-messages.ts';
import { useFocusOnMount } from './use-focus-on-mount.ts';

type Enrolment = { qrCode: string; secret: string };

/**
 * After a one-time link was used (an invitation, or an owner's sign-in reset), in the same visit:
 * the authenticator app is set up (a QR code, the same secret to type, a first code), then the
 * recovery codes are shown once, then the desk opens.
 */
export function SecondFactorSetup({ notice }: { notice: string }) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  return recoveryCodes ? <RecoveryCodes codes={recoveryCodes} /> : <SetupStep notice={notice} onDone={setRecoveryCodes} />;
}

function SetupStep({ notice, onDone }: { notice: string; onDone: (codes: string[]) => void }) {
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
      {notice && !form.alert && !loadError && <FormAlert tone="success" message={notice} />}
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
        <a className="button" href="/admin-dashboard">
          I have saved them: open the desk
        </a>
      </div>
    </section>
  );
}
