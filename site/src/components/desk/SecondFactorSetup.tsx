import { useEffect, useState } from 'react';
import { api, isServerTrouble } from '../../lib/api.ts';
import { Field } from '../forms/Field.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { useForm } from '../forms/use-form.ts';
import { CopyButton } from './CopyButton.tsx';
import { DESK } from './desk-messages.ts';
import { useFocusOnMount } from './use-focus-on-mount.ts';

/** The API's set-up: the QR code, the secret to type, and the same as an `otpauth://` link. */
type Enrolment = { qrCode: string; secret: string; uri: string };

/**
 * After a one-time link was used (an invitation, or an owner's sign-in reset), in the same visit:
 * the authenticator app is set up (a QR code; on the phone that holds the app, which cannot scan its
 * own screen, an `otpauth:` link that opens the app, or the secret to copy), then a first code; then
 * the recovery codes are shown once, to copy or download, then the desk opens.
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
        2FAS…). Scan this QR code with it, or on the phone itself open the link or copy the key into the app.
      </p>
      <FormAlert message={loadError || form.alert} />
      {enrolment && (
        <>
          <img src={enrolment.qrCode} width={224} height={224} alt="QR code to add the Koolers order desk to your authenticator app" />
          <p>
            <a href={enrolment.uri}>Open in your authenticator app</a>
          </p>
          <p>
            Key: <code data-testid="totp-secret">{enrolment.secret}</code>{' '}
            <CopyButton text={enrolment.secret} label="Copy the key" copied="Key copied." />
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
  const text = `Koolers order desk: recovery codes. Each signs you in once.\n\n${codes.join('\n')}\n`;
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
      <p>
        <a download="koolers-desk-recovery-codes.txt" href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}>
          Download them as a text file
        </a>{' '}
        <CopyButton text={text} label="Copy the codes" copied="Codes copied." />
      </p>
      <div className="form__actions">
        <a className="button" href="/admin-dashboard">
          I have saved them: open the desk
        </a>
      </div>
    </section>
  );
}
