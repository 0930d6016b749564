import { useEffect, useState } from 'react';
import { api, isServerTrouble } from '../../lib/api.ts';
import { useWords } from '../../lib/words.tsx';
import { Field } from '../forms/Field.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { useForm } from '../forms/use-form.ts';
import { CopyButton } from './CopyButton.tsx';
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
  const words = useWords('desk');
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [loadError, setLoadError] = useState('');
  type Values = { code: string };
  const form = useForm<Values>(
    { code: '' },
    {
      code: (value) => (/^\d{6}$/.test(value.replace(/\s/g, '')) ? undefined : words.enterAppCode),
    },
  );
  useEffect(() => {
    api.get<Enrolment>('/admin/second-factor/setup').then((result) => {
      if (result.ok) setEnrolment(result.data);
      else setLoadError(isServerTrouble(result) ? words.loginUnreachable : result.message);
    });
  }, [words]);
  const submit = form.onSubmit(async ({ code }) => {
    const result = await api.post<{ recoveryCodes: string[] }>('/admin/second-factor/setup', { code: code.replace(/\s/g, '') });
    if (result.ok) return onDone(result.data.recoveryCodes);
    form.setAlert(isServerTrouble(result) ? words.loginUnreachable : result.message);
  });
  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="setup-heading">
      {notice && !form.alert && !loadError && <FormAlert tone="success" message={notice} />}
      <h2 id="setup-heading" tabIndex={-1} ref={heading}>
        {words.setUpAppHeading}
      </h2>
      <p>{words.setUpAppIntro}</p>
      <FormAlert message={loadError || form.alert} />
      {enrolment && (
        <>
          <img src={enrolment.qrCode} width={224} height={224} alt={words.qrCodeAlt} />
          <p>
            <a href={enrolment.uri}>{words.openInApp}</a>
          </p>
          <p>
            {words.keyLabel} <code data-testid="totp-secret">{enrolment.secret}</code>{' '}
            <CopyButton text={enrolment.secret} label={words.copyKey} copied={words.keyCopied} />
          </p>
        </>
      )}
      <Field
        label={words.codeFromApp}
        hint={words.sixDigits}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        {...form.field('code')}
      />
      <div className="form__actions">
        <SubmitButton busy={form.busy} busyLabel={words.checking} disabled={!enrolment}>
          {words.finishSetUp}
        </SubmitButton>
      </div>
    </form>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const words = useWords('desk');
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const text = `${words.recoveryCodesFile}\n\n${codes.join('\n')}\n`;
  return (
    <section aria-labelledby="recovery-heading" className="form">
      <h2 id="recovery-heading" tabIndex={-1} ref={heading}>
        {words.recoveryCodesHeading}
      </h2>
      <p>{words.recoveryCodesIntro}</p>
      <ul className="desk-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <p>
        <a download="koolers-desk-recovery-codes.txt" href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}>
          {words.downloadRecoveryCodes}
        </a>{' '}
        <CopyButton text={text} label={words.copyCodes} copied={words.codesCopied} />
      </p>
      <div className="form__actions">
        <a className="button" href="/admin-dashboard">
          {words.openDeskAfterSaving}
        </a>
      </div>
    </section>
  );
}
